/**
 * The messenger share SDK (Kakao JavaScript SDK 2.7.2), loaded only when a key is configured — the server's
 * Content-Security-Policy allows its CDN only then — and only once per page.
 */
export const KAKAO_SDK_URL = 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.2/kakao.min.js';
/** Subresource integrity of that file as Kakao publishes it. */
export const KAKAO_SDK_INTEGRITY = 'sha384-TiCUE00h649CAMonG018J2ujOgDKW/kVWlChEuu4jK2vxfAAD0eZxzCKakxg55G4';

export interface KakaoTextTemplate {
  objectType: 'text';
  text: string;
  link: { mobileWebUrl: string; webUrl: string };
  buttonTitle?: string;
}

/** A message with an image, its title and a line under it (the SDK's feed template). */
export interface KakaoFeedTemplate {
  objectType: 'feed';
  content: {
    title: string;
    description: string;
    imageUrl: string;
    imageWidth?: number;
    imageHeight?: number;
    link: { mobileWebUrl: string; webUrl: string };
  };
  buttons?: { title: string; link: { mobileWebUrl: string; webUrl: string } }[];
}

export interface KakaoSdk {
  init: (key: string) => void;
  isInitialized: () => boolean;
  Share: { sendDefault: (template: KakaoTextTemplate | KakaoFeedTemplate) => void };
}

declare global {
  interface Window {
    Kakao?: KakaoSdk;
  }
}

let loading: Promise<KakaoSdk> | null = null;

function initialized(key: string): KakaoSdk {
  const sdk = window.Kakao;
  if (!sdk) throw new Error('Kakao SDK missing');
  if (!sdk.isInitialized()) sdk.init(key);
  return sdk;
}

/** Loads and initialises the SDK with the key; rejects when it cannot be loaded. */
export function loadKakao(key: string): Promise<KakaoSdk> {
  if (window.Kakao) {
    try {
      return Promise.resolve(initialized(key));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
  if (loading) return loading;
  loading = new Promise<KakaoSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = KAKAO_SDK_URL;
    script.integrity = KAKAO_SDK_INTEGRITY;
    script.crossOrigin = 'anonymous';
    script.async = true;
    script.onload = () => {
      try {
        resolve(initialized(key));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('Kakao SDK failed to load'));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null; // a later try may load it
    throw error;
  });
  return loading;
}

/** Opens the messenger's share sheet with a text message linking back to `url`. */
export async function shareTextWithKakao(key: string, text: string, url: string): Promise<void> {
  const sdk = await loadKakao(key);
  sdk.Share.sendDefault({ objectType: 'text', text, link: { mobileWebUrl: url, webUrl: url } });
}

export interface SharedPage {
  title: string;
  description: string;
  /** The page's share image (the server's 1200×630 JPEG, the page's og:image), absolute. */
  imageUrl: string;
  /** The page's address, absolute. */
  url: string;
  /** The button under the message. */
  buttonTitle: string;
}

/** Opens the messenger's share sheet with the page's image, title and line, as its link preview shows them. */
export async function sharePageWithKakao(key: string, page: SharedPage): Promise<void> {
  const sdk = await loadKakao(key);
  const link = { mobileWebUrl: page.url, webUrl: page.url };
  sdk.Share.sendDefault({
    objectType: 'feed',
    content: {
      title: page.title,
      description: page.description,
      imageUrl: page.imageUrl,
      imageWidth: 1200,
      imageHeight: 630,
      link,
    },
    buttons: [{ title: page.buttonTitle, link }],
  });
}
