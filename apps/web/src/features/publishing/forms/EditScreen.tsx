/**
 * The edit screen of a show or an event (docs/product.md#manager-forms): the page around the form, a skeleton while
 * the record loads, its load error, then the form with the record's values. The save updates the record, marks what
 * it changes as stale and says where to go next.
 */
import type { QueryKey, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormLayout } from '../../../components/form/Field';
import type { SaveOutcome } from '../../../components/form/useContractForm';
import { formsKo } from '../../../text/ko-forms';
import { EditBody } from './EditBody';
import { refreshAfterSave } from './refresh';
import { useEditRecord } from './useEditRecord';

export interface ContentEditOptions<TData, TInitial, TKey extends QueryKey, TBody, TSaved> {
  kind: 'show' | 'entertain';
  /** The record's query by its id (the route's `id`). */
  query: (id: number) => UseQueryOptions<TData, Error, TData, TKey>;
  toInitial: (data: TData) => TInitial;
  update: (id: number, body: TBody) => Promise<TSaved>;
  /** Where a saved record goes, and what is said first. */
  outcome: (saved: TSaved) => SaveOutcome;
}

/** The record of /edit/{kind}/{id} (the route's id), the form's starting values (null until loaded) and the save. */
export interface ContentEdit<TData, TInitial, TBody> {
  id: number;
  query: UseQueryResult<TData>;
  initial: TInitial | null;
  save: (body: TBody) => Promise<SaveOutcome>;
}

export function useContentEdit<TData, TInitial, TKey extends QueryKey, TBody, TSaved>(
  options: ContentEditOptions<TData, TInitial, TKey, TBody, TSaved>,
): ContentEdit<TData, TInitial, TBody> {
  const { id, query, initial, queryClient } = useEditRecord('id', options.query, options.toInitial);
  const save = async (body: TBody): Promise<SaveOutcome> => {
    const saved = await options.update(id, body);
    refreshAfterSave(queryClient, options.kind);
    return options.outcome(saved);
  };
  return { id, query, initial, save };
}

/** The words of a failed load, as a content form's texts name them. */
export interface LoadTexts {
  loadUnauthorized: string;
  loadForbidden: string;
  loadNotFound: string;
  loadFailed: string;
}

export interface EditScreenProps<TData, TInitial> {
  edit: Pick<ContentEdit<TData, TInitial, never>, 'query' | 'initial'>;
  title: string;
  lead?: ReactNode;
  texts: LoadTexts;
  /** The manager's list a forbidden or missing record leads back to; none: home. */
  backTo?: string;
  /** A second line under a failed load's title. */
  message?: ReactNode;
  /** The form, once the record is in. */
  children: (data: TData, initial: TInitial) => ReactNode;
}

export function EditScreen<TData, TInitial>({
  edit,
  title,
  lead,
  texts,
  backTo,
  message,
  children,
}: EditScreenProps<TData, TInitial>) {
  const { query, initial } = edit;
  return (
    <FormLayout title={title} lead={lead}>
      <EditBody
        query={query}
        texts={{
          unauthorized: texts.loadUnauthorized,
          forbidden: texts.loadForbidden,
          notFound: texts.loadNotFound,
          failed: texts.loadFailed,
        }}
        back={backTo ? { to: backTo, label: formsKo.backToList } : undefined}
        message={message}
      >
        {initial && query.data ? children(query.data, initial) : null}
      </EditBody>
    </FormLayout>
  );
}
