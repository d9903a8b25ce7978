import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import {
  ACCEPTED_IMAGE_TYPES,
  checkImageFile,
  LIMITS,
  managerClubRequest,
  TIMINGS,
  type ManagerClub,
} from '@moa/contract';
import { Button, buttonClassName } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { call, isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { ko } from '../../../text/ko';
import { manageKeys, managerClubQuery } from '../mypage/api';
import { BackLink } from '../mypage/components/BackLink';
import { describedBy, Field, fieldStyles } from '../mypage/components/Field';
import page from '../mypage/components/FormPage.module.css';
import { FormSkeleton } from '../mypage/components/FormSkeleton';
import { StatusBanner } from '../mypage/components/StatusBanner';
import { Poster } from '../../../components/Poster';
import { useUnsavedChanges } from '../mypage/components/useUnsavedChanges';
import type { FlashState } from '../mypage/components/ManagerLayout';
import { listErrorMessage } from '../mypage/errors';
import styles from './ClubForm.module.css';

const t = ko.managerArea.clubForm;

/** The form's fields: the request part without the image address (the file is picked separately). */
const clubFormSchema = managerClubRequest.omit({ image: true });
type ClubFormInput = z.input<typeof clubFormSchema>;
type ClubFormOutput = z.output<typeof clubFormSchema>;
type FieldName = 'content' | 'mandatorySemesters' | 'instaUrl' | 'kakaoUrl' | 'youtubeUrl' | 'url';

const CONTENT_MAX = 1_000;

const LINK_FIELDS = [
  { name: 'instaUrl', label: t.instaUrl, placeholder: 'https://www.instagram.com/…' },
  { name: 'kakaoUrl', label: t.kakaoUrl, placeholder: 'https://open.kakao.com/o/…' },
  { name: 'youtubeUrl', label: t.youtubeUrl, placeholder: 'https://www.youtube.com/@…' },
  { name: 'url', label: t.url, placeholder: 'https://' },
] as const;

function ImagePicker({
  current,
  file,
  error,
  disabled,
  onPick,
  onClear,
}: {
  current: string;
  file: File | null;
  error: string | null;
  disabled: boolean;
  onPick: (file: File | null, input: HTMLInputElement) => void;
  onClear: () => void;
}) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    onPick(event.target.files?.[0] ?? null, event.target);
  };

  return (
    <div className={`${styles.picker} ${error ? styles.pickerInvalid : ''}`}>
      <div className={styles.previewBox}>
        <Poster
          iconSize={28}
          src={preview ?? current}
          alt={preview ? t.imagePreviewAlt : current ? t.imageCurrentAlt : ''}
          shape="square"
          loading="eager"
        />
      </div>
      <div className={styles.pickerBody}>
        <p className={styles.pickerLabel} id={`${inputId}-label`}>
          {t.image}
        </p>
        <p className={styles.pickerHint} id={`${inputId}-hint`}>
          {t.imageHint}
          <br />
          {file ? file.name : t.imageKeep}
        </p>
        {error ? (
          <p className={styles.pickerError} id={`${inputId}-error`} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.pickerActions}>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            className="visually-hidden"
            onChange={onChange}
            disabled={disabled}
            // the visible button below opens the picker; this input is not a second tab stop
            tabIndex={-1}
            aria-hidden="true"
          />
          <Button
            variant="secondary"
            onClick={() => inputRef.current?.click()}
            disabled={disabled}
            aria-describedby={`${inputId}-label ${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
          >
            {file || current ? t.imageChange : t.imagePick}
          </Button>
          {file ? (
            <Button variant="ghost" onClick={onClear} disabled={disabled}>
              {t.imageClear}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function Form({ club }: { club: ManagerClub }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const redirect = useRef<number | undefined>(undefined);
  const savedNotice = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors, isDirty },
  } = useForm<ClubFormInput, unknown, ClubFormOutput>({
    resolver: zodResolver(clubFormSchema),
    defaultValues: {
      content: club.content,
      mandatorySemesters: club.mandatorySemesters === null ? '' : String(club.mandatorySemesters),
      instaUrl: club.instaUrl,
      kakaoUrl: club.kakaoUrl,
      youtubeUrl: club.youtubeUrl,
      url: club.url,
    },
  });
  const clearBlock = useUnsavedChanges(!saved && (isDirty || file !== null));

  useEffect(() => () => window.clearTimeout(redirect.current), []);

  // The manager pressed 저장 at the foot of the form: the message appears there, and is scrolled to if need be.
  useEffect(() => {
    if (!saved) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    savedNotice.current?.scrollIntoView?.({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
  }, [saved]);

  const save = useMutation({
    mutationFn: (values: ClubFormOutput) =>
      call('managerClubUpdate', {
        body: {
          request: { ...values, image: club.poster || null },
          files: { image: file },
        },
      }),
    onSuccess: (result) => {
      queryClient.setQueryData(manageKeys.club, result);
      void queryClient.invalidateQueries({ queryKey: manageKeys.profile });
      void queryClient.invalidateQueries({ queryKey: manageKeys.clubDetail(String(result.clubId)) });
      setSaved(true);
      clearBlock();
      // The message, then the my-page after 1.5 s, where it is shown again at the top.
      const state: FlashState = { flash: t.saved };
      redirect.current = window.setTimeout(
        () => void navigate('/manager/mypage', { state }),
        TIMINGS.clubSaveRedirectMs,
      );
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      let first = true;
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        if (field === 'image') {
          setImageError(message);
        } else if (
          ['content', 'mandatorySemesters', 'instaUrl', 'kakaoUrl', 'youtubeUrl', 'url'].includes(field)
        ) {
          setError(field as FieldName, { message }, { shouldFocus: first });
          first = false;
        }
      }
      if (error.code === 'IMAGE_INVALID' || error.code === 'IMAGE_TOO_LARGE' || error.status === 413) {
        setImageError(error.message);
      }
    },
  });

  const pick = (picked: File | null, input: HTMLInputElement) => {
    if (!picked) return;
    const check = checkImageFile(picked);
    if (!check.ok) {
      setImageError(check.message);
      input.value = '';
      return;
    }
    setImageError(null);
    setFile(picked);
    input.value = '';
  };

  const semesters = register('mandatorySemesters');
  const content = watch('content') ?? '';
  const locked = save.isPending || saved;
  const hasFieldErrors = isApiError(save.error) && Object.keys(save.error.fieldErrors).length > 0;
  const imageFailed =
    isApiError(save.error) && (save.error.code === 'IMAGE_INVALID' || save.error.code === 'IMAGE_TOO_LARGE');
  const serverError =
    save.isError && !hasFieldErrors && !imageFailed
      ? isApiError(save.error) && save.error.status === 403
        ? ko.managerArea.errors.forbidden
        : t.saveFailed
      : null;

  return (
    <form
      className={page.card}
      noValidate
      onSubmit={handleSubmit((values) => {
        if (imageError) return;
        save.mutate(values);
      })}
    >
      <fieldset className={page.section} disabled={locked}>
        <legend className={`${page.sectionTitle} ${styles.legend}`}>{club.clubName}</legend>
        <ImagePicker
          current={club.poster}
          file={file}
          error={imageError}
          disabled={locked}
          onPick={pick}
          onClear={() => {
            setFile(null);
            setImageError(null);
          }}
        />
        <Field
          id="club-content"
          label={t.content}
          error={errors.content?.message}
          counter={t.charCount(content.length, CONTENT_MAX)}
        >
          <textarea
            id="club-content"
            className={fieldStyles.textarea}
            placeholder={t.contentPlaceholder}
            maxLength={CONTENT_MAX}
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={describedBy('club-content', false, Boolean(errors.content))}
            {...register('content')}
          />
        </Field>
        <Field
          id="club-semesters"
          label={t.semesters}
          hint={t.semestersHint}
          error={errors.mandatorySemesters?.message}
        >
          <div className={fieldStyles.withSuffix}>
            <input
              id="club-semesters"
              className={fieldStyles.input}
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={2}
              autoComplete="off"
              aria-invalid={errors.mandatorySemesters ? true : undefined}
              aria-describedby={describedBy('club-semesters', true, Boolean(errors.mandatorySemesters))}
              {...semesters}
              onChange={(event) => {
                // numbers only (spec §5)
                const digits = event.target.value.replace(/\D/g, '').slice(0, 2);
                setValue('mandatorySemesters', digits, { shouldDirty: true, shouldValidate: true });
              }}
            />
            <span className={fieldStyles.suffix}>{t.semestersSuffix}</span>
          </div>
        </Field>
      </fieldset>
      <fieldset className={page.section} disabled={locked}>
        <legend className={page.sectionTitle}>{t.links}</legend>
        <p className={page.sectionHint}>{t.linksHint}</p>
        <div className={page.twoColumns}>
          {LINK_FIELDS.map((link) => {
            const id = `club-${link.name}`;
            const error = errors[link.name]?.message;
            return (
              <Field key={link.name} id={id} label={link.label} error={error}>
                <input
                  id={id}
                  className={fieldStyles.input}
                  type="url"
                  inputMode="url"
                  autoComplete="url"
                  placeholder={link.placeholder}
                  maxLength={LIMITS.urlMax}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy(id, false, Boolean(error))}
                  {...register(link.name)}
                />
              </Field>
            );
          })}
        </div>
      </fieldset>
      {serverError ? (
        <p className={page.formError} role="alert">
          {serverError}
        </p>
      ) : null}
      <div ref={savedNotice} className={styles.saveBar}>
        <StatusBanner message={saved ? `${t.saved}. ${t.redirecting}` : null} />
        <div className={page.footer}>
          <Link to="/manager/mypage" className={buttonClassName({ variant: 'secondary' })}>
            {ko.common.cancel}
          </Link>
          <Button type="submit" disabled={locked} aria-busy={save.isPending}>
            {save.isPending ? t.saving : ko.common.save}
          </Button>
        </div>
      </div>
    </form>
  );
}

/**
 * /manager/club/update (2-manager.md §2, §4, §5): description, required semesters (numbers only), links
 * (http/https only), the club image with a preview; after saving, the message and /manager/mypage after 1.5 s.
 */
export function ClubForm() {
  useDocumentTitle(ko.pages.managerClubUpdate);
  const query = useQuery(managerClubQuery);
  return (
    <div className={page.page}>
      <BackLink to="/manager/mypage" label={ko.pages.managerMyPage} />
      <div className={page.headingGroup}>
        <h1 id="page-heading" className={page.heading}>
          {ko.pages.managerClubUpdate}
        </h1>
        <p className={page.lead}>{t.lead}</p>
      </div>
      {query.isPending ? (
        <FormSkeleton fields={5} />
      ) : query.isError ? (
        <ErrorState
          message={listErrorMessage(query.error, t.loadFailed)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Form club={query.data} />
      )}
    </div>
  );
}
