/**
 * The one way to build a form: react-hook-form holding the form's values, and a contract schema as the only source
 * of its rules and messages. On submit the values are checked; every problem is highlighted on its field, the first
 * in the form's check order is announced (an alert, or just focus) and focused; a valid form is saved, and a failed
 * save puts the server's field errors on their fields. A failure that belongs to no field is alerted, or said under
 * the form (`formError`).
 */
import { useRef, useState, type FormEvent } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { isApiError } from '../../lib/api-client';
import { formsKo } from '../../text/ko-forms';
import { checkValues, orderIssues, samePath, type FieldIssue, type FieldOf } from './check';
import { useAlertDialog, type AlertOptions } from '../dialogs';
import { useFieldHelpers } from './fields';
import { focusField } from './focus';
import { useUnsavedChanges } from './useUnsavedChanges';

/** Where a form goes after a successful save, with an optional message shown first. */
export interface SaveOutcome {
  to: string;
  message?: AlertOptions;
}

export interface ContractFormOptions<TValues extends FieldValues, TOutput> {
  /** Parses the form's values into what is sent: a contract request schema, or one adapted to the form's fields. */
  schema: z.ZodType<TOutput>;
  defaultValues: DefaultValues<TValues>;
  /** The order fields are checked in (the first problem in it is the one announced). */
  fieldOrder?: readonly string[] | ((values: TValues) => readonly string[]);
  /** A path of the schema's or the server's issues as a form field; default: the same name. */
  fieldOf?: FieldOf;
  /** Prefix of the controls' element ids. */
  idPrefix: string;
  /**
   * Shows an alert and resolves once it is closed. Default: the form's own alert dialog (render `dialogs` once).
   */
  alert?: (options: AlertOptions) => Promise<void>;
  /** 'alert' (default): the first problem is alerted, then focused; 'focus': only focused. */
  announce?: 'alert' | 'focus';
  /** false: the form does not hold navigation while dirty (a form inside a dialog). */
  guardUnsaved?: boolean;
}

export interface SubmitOptions<TValues, TOutput> {
  /** Runs first; resolving false stops the submit (e.g. the manager check). */
  before?: () => Promise<boolean>;
  /** Runs after the values are valid, before saving; resolving false stops (e.g. a confirmation). */
  confirm?: (data: TOutput, values: TValues) => Promise<boolean>;
  save: (data: TOutput, values: TValues) => Promise<SaveOutcome | void>;
  /**
   * What a failed save alerts; a string: said under the form instead (`formError`); null: nothing more (the server's
   * field errors are on their fields, or the caller shows it itself). Default: "저장 실패: …".
   */
  failure?: (error: unknown) => AlertOptions | string | null;
  /** Runs after a failed save's alert is closed and its first field focused (e.g. going to sign in). */
  onFailed?: (error: unknown) => void;
}

/** The server named fields of a failed save (they are already marked on their fields). */
export const namesFields = (error: unknown): boolean =>
  isApiError(error) && Object.keys(error.fieldErrors).length > 0;

/** "저장 실패: {server message, else error message, else 알 수 없는 오류}". */
export function saveFailedAlert(error: unknown): AlertOptions {
  const detail = error instanceof Error && error.message ? error.message : '';
  return {
    title: formsKo.failedTitle,
    message: formsKo.saveFailed(detail || formsKo.unknownError),
    tone: 'danger',
  };
}

export interface ContractForm<TValues extends FieldValues, TOutput> {
  form: UseFormReturn<TValues>;
  formRef: React.RefObject<HTMLFormElement | null>;
  busy: boolean;
  submit: (options: SubmitOptions<TValues, TOutput>) => (event: FormEvent<HTMLFormElement>) => void;
  /** The message shown on a field, if any. */
  errorOf: (name: string) => string | undefined;
  /** The element id of a field's control. */
  idOf: (name: string) => string;
  /** Highlights these problems, announces the first and focuses it. */
  showIssues: (issues: FieldIssue[], title?: string) => Promise<void>;
  /** Ends the unsaved-changes hold (call before leaving after a save the form did not do itself). */
  clearUnsaved: () => void;
  /** The alert the form uses (its own dialog unless one was given). */
  alert: (options: AlertOptions) => Promise<void>;
  /** The form's own alert dialog: render it once next to the form. */
  dialogs: React.ReactNode;
  /** What went wrong that no field shows, said under the form (`FormErrorNotice`); cleared on each submit. */
  formError: string | null;
  setFormError: (message: string | null) => void;
  /** Props of a registered native control (id, name, data-field, aria-invalid, aria-describedby, clearing onChange). */
  control: ReturnType<typeof useFieldHelpers<TValues>>['control'];
  /** The same attributes for a controlled input, without registering it. */
  aria: ReturnType<typeof useFieldHelpers<TValues>>['aria'];
}

export const fieldIdOf = (prefix: string, name: string) => `${prefix}-${name.replace(/\./g, '-')}`;

export function useContractForm<TValues extends FieldValues, TOutput>(
  options: ContractFormOptions<TValues, TOutput>,
): ContractForm<TValues, TOutput> {
  const { schema, idPrefix, announce = 'alert', fieldOf = samePath } = options;
  const own = useAlertDialog();
  const alert = options.alert ?? own.alert;
  const form = useForm<TValues>({ defaultValues: options.defaultValues, shouldFocusError: false });
  const helpers = useFieldHelpers(form, idPrefix);
  const formRef = useRef<HTMLFormElement | null>(null);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const busyRef = useRef(false);
  const navigate = useNavigate();
  const clearUnsaved = useUnsavedChanges(options.guardUnsaved !== false && form.formState.isDirty);

  const orderOf = (values: TValues): readonly string[] => {
    const order = options.fieldOrder ?? [];
    return typeof order === 'function' ? order(values) : order;
  };

  const showIssues = async (issues: FieldIssue[], title: string = formsKo.checkTitle) => {
    const first = issues[0];
    if (!first) return;
    for (const issue of issues) {
      form.setError(issue.field as Path<TValues>, { type: 'manual', message: issue.message });
    }
    if (announce === 'alert') await alert({ title, message: first.message });
    // without an alert, after the highlight has rendered, so the field is announced with its message
    else await new Promise((resolve) => setTimeout(resolve, 0));
    focusField(formRef.current, first.field);
  };

  const submit =
    ({ before, confirm, save, failure = saveFailedAlert, onFailed }: SubmitOptions<TValues, TOutput>) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busyRef.current) return;
      setFormError(null);
      void (async () => {
        if (before && !(await before())) return;
        form.clearErrors();
        const values = form.getValues();
        const checked = checkValues(schema, values, orderOf(values), fieldOf);
        if (!checked.ok) {
          await showIssues(checked.issues);
          return;
        }
        if (confirm && !(await confirm(checked.data, values))) return;
        busyRef.current = true;
        setBusy(true);
        let outcome: SaveOutcome | void;
        try {
          outcome = await save(checked.data, values);
        } catch (error) {
          busyRef.current = false;
          setBusy(false);
          const fieldErrors = isApiError(error) ? Object.entries(error.fieldErrors) : [];
          const issues = orderIssues(fieldErrors, orderOf(values), fieldOf, values);
          for (const issue of issues) {
            form.setError(issue.field as Path<TValues>, { type: 'server', message: issue.message });
          }
          const shown = failure(error);
          if (typeof shown === 'string') setFormError(shown);
          else if (shown) await alert(shown);
          if (issues[0]) focusField(formRef.current, issues[0].field);
          onFailed?.(error);
          return;
        }
        busyRef.current = false;
        setBusy(false);
        clearUnsaved();
        if (!outcome) return;
        if (outcome.message) await alert(outcome.message);
        void navigate(outcome.to);
      })();
    };

  const errorOf = (name: string): string | undefined =>
    (get(form.formState.errors, name) as { message?: string } | undefined)?.message;

  return {
    form,
    formRef,
    busy,
    submit,
    errorOf,
    idOf: (name) => fieldIdOf(idPrefix, name),
    showIssues,
    clearUnsaved,
    alert,
    dialogs: own.element,
    formError,
    setFormError,
    control: helpers.control,
    aria: helpers.aria,
  };
}
