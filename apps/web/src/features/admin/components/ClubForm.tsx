import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  ACCEPTED_IMAGE_TYPES,
  CLUB_CATEGORIES,
  LIMITS,
  adminClubRequest,
  checkImageFile,
  type AdminClub,
  type ClubCategory,
} from '@moa/contract';
import { Button } from '../../../components/Button';
import { apiUrl, call, isApiError } from '../../../lib/api-client';
import { useNavigationBlock } from '../../../lib/navigation-block';
import { openSessionExpired } from '../../../lib/session';
import { ko } from '../../../text/ko';
import styles from '../admin.module.css';
import { afterAdminWrite } from '../api';
import { describedBy, Field, issuesByField } from './fields';

const CONTENT_MAX = 1_000;
type ClubField = 'clubName' | 'category' | 'content' | 'poster';

export interface ClubFormProps {
  /** The club being edited; absent for a new club. */
  club?: AdminClub;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** Create or edit a club: name (≤ 30), category, description, poster with a preview (multipart). */
export function ClubForm({ club, onDone, onCancel }: ClubFormProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const { set: setBlock, clear: clearBlock } = useNavigationBlock();
  const nameRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const [clubName, setClubName] = useState(club?.clubName ?? '');
  const [category, setCategory] = useState<ClubCategory | ''>(club?.category ?? '');
  const [content, setContent] = useState(club?.content ?? '');
  const [poster, setPoster] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<ClubField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const dirty =
    clubName !== (club?.clubName ?? '') ||
    category !== (club?.category ?? '') ||
    content !== (club?.content ?? '') ||
    poster !== null;
  useEffect(() => {
    if (dirty) setBlock();
    else clearBlock();
  }, [dirty, setBlock, clearBlock]);
  useEffect(() => () => clearBlock(), [clearBlock]);

  useEffect(() => {
    nameRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!poster) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(poster);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [poster]);

  const clearError = (field: ClubField) => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    if (formError) setFormError(null);
  };

  const pickFile = (file: File | undefined) => {
    clearError('poster');
    if (!file) return;
    const check = checkImageFile(file);
    if (!check.ok) {
      setErrors((current) => ({ ...current, poster: check.message }));
      if (fileRef.current) fileRef.current.value = '';
      return;
    }
    setPoster(file);
  };

  const clearPoster = () => {
    setPoster(null);
    if (fileRef.current) fileRef.current.value = '';
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const parsed = adminClubRequest.safeParse({ clubName, category, content });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues));
      if (parsed.error.issues.some((issue) => issue.path[0] === 'clubName')) nameRef.current?.focus();
      return;
    }
    setSaving(true);
    setFormError(null);
    const body = { request: parsed.data, files: { poster } };
    try {
      if (club) await call('adminClubUpdate', { params: { id: club.id }, body });
      else await call('adminClubCreate', { body });
      clearBlock();
      await afterAdminWrite(queryClient);
      onDone(
        club ? ko.admin.clubs.updated(parsed.data.clubName) : ko.admin.clubs.created(parsed.data.clubName),
      );
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        openSessionExpired();
      } else if (isApiError(error)) {
        const fields = error.fieldErrors;
        setErrors({
          clubName: fields.clubName,
          category: fields.category,
          content: fields.content,
          poster: fields.poster,
        });
        setFormError(Object.keys(fields).length > 0 ? ko.admin.clubs.saveFailed : error.message);
      } else {
        setFormError(ko.admin.clubs.saveFailed);
      }
    } finally {
      setSaving(false);
    }
  };

  const cancel = () => {
    clearBlock();
    onCancel();
  };

  const ids = {
    name: `${id}-name`,
    category: `${id}-category`,
    content: `${id}-content`,
    poster: `${id}-poster`,
  };
  const currentPoster = preview ?? (club?.poster ? apiUrl(club.poster) : null);
  const title = club ? ko.admin.clubs.formEditTitle(club.clubName) : ko.admin.clubs.formCreateTitle;

  return (
    <form
      className={styles.formCard}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className={styles.formTitle}>
        {title}
      </h3>
      <div className={styles.formGrid}>
        <div className={styles.formFields}>
          <Field
            id={ids.name}
            label={ko.admin.clubs.name}
            error={errors.clubName}
            aside={ko.admin.clubs.charCount(clubName.length, LIMITS.titleMax)}
          >
            <input
              ref={nameRef}
              id={ids.name}
              className={styles.input}
              value={clubName}
              maxLength={LIMITS.titleMax}
              placeholder={ko.admin.clubs.namePlaceholder}
              aria-invalid={errors.clubName ? true : undefined}
              aria-describedby={describedBy(ids.name, errors.clubName)}
              onChange={(event) => {
                setClubName(event.target.value);
                clearError('clubName');
              }}
            />
          </Field>
          <Field id={ids.category} label={ko.admin.clubs.category} error={errors.category}>
            <select
              id={ids.category}
              className={styles.input}
              value={category}
              aria-invalid={errors.category ? true : undefined}
              aria-describedby={describedBy(ids.category, errors.category)}
              onChange={(event) => {
                setCategory(event.target.value as ClubCategory | '');
                clearError('category');
              }}
            >
              <option value="" disabled>
                {ko.admin.clubs.categoryPlaceholder}
              </option>
              {CLUB_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {ko.admin.categories[value]}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id={ids.content}
            label={ko.admin.clubs.content}
            error={errors.content}
            aside={`${ko.admin.clubs.optional} · ${ko.admin.clubs.charCount(content.length, CONTENT_MAX)}`}
          >
            <textarea
              id={ids.content}
              className={`${styles.input} ${styles.textarea}`}
              value={content}
              rows={4}
              maxLength={CONTENT_MAX}
              placeholder={ko.admin.clubs.contentPlaceholder}
              aria-invalid={errors.content ? true : undefined}
              aria-describedby={describedBy(ids.content, errors.content)}
              onChange={(event) => {
                setContent(event.target.value);
                clearError('content');
              }}
            />
          </Field>
        </div>

        <Field
          id={ids.poster}
          label={ko.admin.clubs.poster}
          error={errors.poster}
          hint={club?.poster && !poster ? ko.admin.clubs.posterKeep : ko.admin.clubs.posterHint}
          aside={ko.admin.clubs.optional}
        >
          <div className={styles.posterPicker}>
            <div className={styles.posterPreview}>
              {currentPoster ? (
                <img
                  src={currentPoster}
                  alt={
                    preview ? ko.admin.clubs.posterPreviewAlt : ko.admin.clubs.posterAlt(club?.clubName ?? '')
                  }
                />
              ) : (
                <span className={styles.posterEmpty}>{ko.admin.clubs.noPoster}</span>
              )}
            </div>
            <div className={styles.posterActions}>
              <input
                ref={fileRef}
                id={ids.poster}
                type="file"
                accept={ACCEPTED_IMAGE_TYPES.join(',')}
                className={styles.fileInput}
                tabIndex={-1}
                aria-describedby={describedBy(ids.poster, errors.poster, true)}
                aria-invalid={errors.poster ? true : undefined}
                onChange={(event) => pickFile(event.target.files?.[0])}
              />
              <Button variant="secondary" size="small" onClick={() => fileRef.current?.click()}>
                {currentPoster ? ko.admin.clubs.posterChange : ko.admin.clubs.posterPick}
              </Button>
              {poster ? (
                <Button variant="ghost" size="small" onClick={clearPoster}>
                  {ko.admin.clubs.posterClear}
                </Button>
              ) : null}
              {poster ? <span className={styles.fileName}>{poster.name}</span> : null}
            </div>
          </div>
        </Field>
      </div>

      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}

      <div className={styles.formActions}>
        <Button variant="secondary" onClick={cancel} disabled={saving}>
          {ko.common.cancel}
        </Button>
        <Button type="submit" disabled={saving} aria-busy={saving}>
          {saving ? ko.admin.clubs.saving : club ? ko.admin.clubs.submitEdit : ko.admin.clubs.submitCreate}
        </Button>
      </div>
    </form>
  );
}
