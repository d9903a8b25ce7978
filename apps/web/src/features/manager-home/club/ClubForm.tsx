/**
 * The club form itself: description, required semesters (numbers only), links (http/https only) and the club image,
 * checked by the contract's managerClubRequest; messages show on the fields and the first invalid one is focused.
 * Saved: the message by the save button, then /manager/mypage after 1.5 s, which shows it again at its top
 * (docs/product.md#manager-forms).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { LIMITS, managerClubRequest, TIMINGS, type ManagerClub } from '@moa/contract';
import { DigitsController, ImageController } from '../../../components/form/controllers';
import { Field, FormErrorNotice, Section } from '../../../components/form/Field';
import { FormActions } from '../../../components/form/FormActions';
import formStyles from '../../../components/form/Form.module.css';
import { namesFields, useContractForm } from '../../../components/form/useContractForm';
import { call, isApiError } from '../../../lib/api-client';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import { manageKeys } from '../../../lib/manager-keys';
import type { FlashState } from '../../../lib/flash';
import { StatusBanner } from '../../../components/StatusBanner';
import styles from './ClubForm.module.css';

const t = manageKo.managerArea.clubForm;

/** The request part without the image address; the picked file travels as its own part. */
const clubFormSchema = managerClubRequest.omit({ image: true });
type ClubFormOutput = z.output<typeof clubFormSchema>;

interface Values {
  content: string;
  mandatorySemesters: string;
  instaUrl: string;
  kakaoUrl: string;
  youtubeUrl: string;
  url: string;
  image: File | null;
}

const CONTENT_MAX = 1_000;

/** Reading order: the first invalid field in it is focused. */
const FIELD_ORDER = ['image', 'content', 'mandatorySemesters', 'instaUrl', 'kakaoUrl', 'youtubeUrl', 'url'];

const LINK_FIELDS = [
  { name: 'instaUrl', label: t.instaUrl, placeholder: 'https://www.instagram.com/…' },
  { name: 'kakaoUrl', label: t.kakaoUrl, placeholder: 'https://open.kakao.com/o/…' },
  { name: 'youtubeUrl', label: t.youtubeUrl, placeholder: 'https://www.youtube.com/@…' },
  { name: 'url', label: t.url, placeholder: 'https://' },
] as const;

/** The server refused the picked image itself (its bytes, its size). */
const imageRefused = (error: unknown) =>
  isApiError(error) &&
  (error.code === 'IMAGE_INVALID' || error.code === 'IMAGE_TOO_LARGE' || error.status === 413);

export function ClubForm({ club }: { club: ManagerClub }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  const kit = useContractForm<Values, ClubFormOutput>({
    schema: clubFormSchema,
    defaultValues: {
      content: club.content,
      mandatorySemesters: club.mandatorySemesters === null ? '' : String(club.mandatorySemesters),
      instaUrl: club.instaUrl,
      kakaoUrl: club.kakaoUrl,
      youtubeUrl: club.youtubeUrl,
      url: club.url,
      image: null,
    },
    fieldOrder: FIELD_ORDER,
    idPrefix: 'club',
    // the messages show on the fields; the first invalid field is focused, no alert
    announce: 'focus',
  });
  const { form, busy, control, aria, errorOf, idOf: id } = kit;
  const content = form.watch('content');

  const onSubmit = kit.submit({
    save: async (data, values) => {
      const result = await call('managerClubUpdate', {
        body: { request: { ...data, image: club.poster || null }, files: { image: values.image } },
      });
      queryClient.setQueryData(manageKeys.club, result);
      void queryClient.invalidateQueries({ queryKey: manageKeys.profile });
      void queryClient.invalidateQueries({ queryKey: manageKeys.clubDetail(String(result.clubId)) });
      form.reset(values);
      setSaved(true);
      const state: FlashState = { flash: t.saved };
      redirect.current = window.setTimeout(
        () => void navigate('/manager/mypage', { state }),
        TIMINGS.clubSaveRedirectMs,
      );
    },
    failure: (error) => {
      if (imageRefused(error)) {
        form.setError('image', { type: 'server', message: (error as Error).message });
        return null;
      }
      if (namesFields(error)) return null;
      return isApiError(error) && error.status === 403 ? manageKo.managerArea.errors.forbidden : t.saveFailed;
    },
  });

  const locked = busy || saved;
  return (
    <form ref={kit.formRef} className={formStyles.form} noValidate onSubmit={onSubmit}>
      <fieldset className={styles.lock} disabled={locked}>
        <Section title={club.clubName}>
          <ImageController
            form={form}
            name="image"
            id={id('image')}
            label={t.image}
            shape="square"
            optional
            currentUrl={club.poster || undefined}
            error={errorOf('image')}
          />
          <Field
            id={id('content')}
            label={t.content}
            error={errorOf('content')}
            counter={{ value: content.length, max: CONTENT_MAX }}
          >
            <textarea
              className={formStyles.control}
              rows={5}
              placeholder={t.contentPlaceholder}
              maxLength={CONTENT_MAX}
              {...control('content')}
            />
          </Field>
          <Field
            id={id('mandatorySemesters')}
            label={t.semesters}
            hint={t.semestersHint}
            error={errorOf('mandatorySemesters')}
          >
            <DigitsController
              form={form}
              name="mandatorySemesters"
              {...aria('mandatorySemesters', { hint: true })}
              // numbers only, at most two digits; empty means none (docs/product.md#validation-rules)
              maxDigits={2}
              unit={t.semestersSuffix}
            />
          </Field>
        </Section>
        <Section title={t.links} description={t.linksHint}>
          <div className={`${formStyles.grid} ${formStyles.grid2}`}>
            {LINK_FIELDS.map((link) => (
              <Field key={link.name} id={id(link.name)} label={link.label} error={errorOf(link.name)}>
                <input
                  className={formStyles.control}
                  type="url"
                  inputMode="url"
                  autoComplete="url"
                  placeholder={link.placeholder}
                  maxLength={LIMITS.urlMax}
                  {...control(link.name)}
                />
              </Field>
            ))}
          </div>
        </Section>
      </fieldset>
      <FormErrorNotice className={`${formStyles.banner} ${formStyles.bannerError}`} message={kit.formError} />
      <FormActions
        busy={locked}
        submitLabel={busy ? t.saving : ko.common.save}
        onCancel={() => void navigate('/manager/mypage')}
      >
        {/* said by the save button just pressed; the bar sticks to the foot of the screen, so both stay in view */}
        <div className={formStyles.status}>
          <StatusBanner message={saved ? `${t.saved}. ${t.redirecting}` : null} />
        </div>
      </FormActions>
      {kit.dialogs}
    </form>
  );
}
