/** The optional related links of events and recruiting posts (Instagram, KakaoTalk, YouTube, Notion on edit, a link). */
import { LIMITS, type LinkName } from '@moa/contract';
import type { InputHTMLAttributes } from 'react';
import { formsKo } from '../../../text/ko-forms';
import { Field } from '../../../components/form/Field';
import styles from '../../../components/form/Form.module.css';

const t = formsKo.links;

export type { LinkName };

export const CREATE_LINKS: readonly LinkName[] = ['inUrl', 'kakaUrl', 'youUrl', 'url'];
export const EDIT_LINKS: readonly LinkName[] = ['inUrl', 'kakaUrl', 'youUrl', 'noUrl', 'url'];

const PLACEHOLDERS: Record<LinkName, string> = {
  inUrl: 'https://www.instagram.com/…',
  kakaUrl: 'https://open.kakao.com/o/…',
  youUrl: 'https://www.youtube.com/@…',
  noUrl: 'https://www.notion.so/…',
  url: 'https://',
};

export interface LinkFieldsProps {
  names: readonly LinkName[];
  control: (name: LinkName) => InputHTMLAttributes<HTMLInputElement> & { id: string };
  errorOf: (name: LinkName) => string | undefined;
}

export function LinkFields({ names, control, errorOf }: LinkFieldsProps) {
  return (
    <div className={`${styles.grid} ${styles.grid2}`}>
      {names.map((name) => {
        const props = control(name);
        return (
          <Field key={name} id={props.id} label={t[name]} optional error={errorOf(name)}>
            <input
              type="url"
              inputMode="url"
              autoComplete="url"
              className={styles.control}
              placeholder={PLACEHOLDERS[name]}
              maxLength={LIMITS.urlMax}
              {...props}
            />
          </Field>
        );
      })}
    </div>
  );
}
