/**
 * An image picker with a preview: the file dialog offers only the types the server accepts, a picked file is
 * checked by checkImageFile of the contract (type, HEIC, at most 5 MB), the current image is previewed on edit.
 * The real control is the (visually hidden, focusable) file input; the preview box is its label.
 */
import { ACCEPTED_IMAGE_TYPES, checkImageFile } from '@moa/contract';
import { forwardRef, useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { Button } from '../Button';
import { fileUrl } from '../../lib/api-client';
import { formsKo } from '../../text/ko-forms';
import { describedBy, FieldError, hintId } from './Field';
import formStyles from './Form.module.css';
import { ImageIcon } from '../icons';
import styles from './ImagePicker.module.css';

const t = formsKo;

export interface ImagePickerProps {
  /** Id of the file input. */
  id: string;
  /** The form field name (data-field, for focusing the first invalid field). */
  name: string;
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  /** Address of the current image (edit), previewed while no new file is picked. */
  currentUrl?: string;
  required?: boolean;
  optional?: boolean;
  hint?: string;
  error?: string;
  /** 'portrait' for posters (3:4), 'square' for QR codes. */
  shape?: 'portrait' | 'square';
}

function setRef<T>(ref: Ref<T> | undefined, value: T) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

export const ImagePicker = forwardRef<HTMLInputElement, ImagePickerProps>(function ImagePicker(
  {
    id,
    name,
    label,
    value,
    onChange,
    currentUrl,
    required,
    optional,
    hint = t.image.hint,
    error,
    shape = 'portrait',
  },
  ref,
) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const titleId = useId();
  const [pickError, setPickError] = useState<string | null>(null);

  const objectUrl = useMemo(() => (value ? URL.createObjectURL(value) : null), [value]);
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  const preview = objectUrl ?? (currentUrl ? fileUrl(currentUrl) : null);
  const shownError = pickError ?? error;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const check = checkImageFile(file);
    if (!check.ok) {
      setPickError(check.message);
      return;
    }
    setPickError(null);
    onChange(file);
  };

  const clear = () => {
    setPickError(null);
    onChange(null);
    inputRef.current?.focus();
  };

  return (
    <div className={formStyles.field}>
      <div className={formStyles.labelRow}>
        <span id={titleId} className={formStyles.label}>
          {required ? <span className={formStyles.requiredLabel}>{label}</span> : label}
          {optional ? <span className={formStyles.optionalMark}>({t.optional})</span> : null}
        </span>
      </div>
      <div className={styles.picker}>
        <input
          ref={(el) => {
            inputRef.current = el;
            setRef(ref, el);
          }}
          id={id}
          name={name}
          data-field={name}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          className={`visually-hidden ${styles.input}`}
          aria-labelledby={titleId}
          aria-describedby={describedBy(id, { hint: true, error: !!shownError })}
          aria-invalid={shownError ? true : undefined}
          aria-required={required || undefined}
          onChange={onPick}
        />
        <label
          htmlFor={id}
          className={[
            styles.preview,
            shape === 'square' ? styles.square : '',
            preview ? styles.filled : '',
            shownError ? styles.invalid : '',
          ].join(' ')}
        >
          {preview ? (
            <img src={preview} alt={t.image.previewAlt(label)} className={styles.image} />
          ) : (
            <span className={styles.empty}>
              <ImageIcon size={28} />
              <span>{t.image.pick}</span>
            </span>
          )}
        </label>
        <div className={styles.side}>
          <div className={styles.buttons}>
            <label htmlFor={id} className={styles.pickButton}>
              <ImageIcon size={18} />
              {preview ? t.image.change : t.image.pick}
            </label>
            {value ? (
              <Button variant="ghost" size="small" onClick={clear} className={styles.undo}>
                {t.image.undo}
              </Button>
            ) : null}
          </div>
          <p className={styles.fileName}>
            {value ? t.image.newFile(value.name) : currentUrl ? t.image.current : t.image.empty}
          </p>
          <div id={hintId(id)} className={styles.hints}>
            <p className={formStyles.hint}>{hint}</p>
            {currentUrl && !value ? <p className={formStyles.hint}>{t.image.keep}</p> : null}
          </div>
          {pickError ? (
            <p id={`${id}-error`} className={formStyles.error} role="alert">
              {pickError}
            </p>
          ) : (
            <FieldError id={id} message={error} />
          )}
        </div>
      </div>
    </div>
  );
});

/** A read-only preview of an image that cannot be changed here (the show's QR on edit). */
export function ImagePreview({
  label,
  url,
  note,
  shape = 'square',
}: {
  label: string;
  url: string;
  note?: string;
  shape?: 'portrait' | 'square';
}) {
  return (
    <div className={formStyles.field}>
      <div className={formStyles.labelRow}>
        <span className={formStyles.label}>{label}</span>
      </div>
      <div className={styles.picker}>
        <div className={`${styles.preview} ${styles.static} ${shape === 'square' ? styles.square : ''}`}>
          {url ? (
            <img src={fileUrl(url)} alt={t.image.previewAlt(label)} className={styles.image} />
          ) : (
            <span className={styles.empty}>
              <ImageIcon size={28} />
            </span>
          )}
        </div>
        {note ? <p className={`${formStyles.hint} ${styles.side}`}>{note}</p> : null}
      </div>
    </div>
  );
}
