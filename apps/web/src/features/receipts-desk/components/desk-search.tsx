import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DefaultValues } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { FeedbackMessage } from '../../../components/feedback';
import { CODE_INPUT, FormField } from '../../../components/form-field';
import { SubmitButton } from '../../../components/form-frame';
import { LoadingState } from '../../../components/loading-state';
import { errorMessage } from '../../../lib/api-client';
import { useErrorFocus } from '../../../lib/use-error-focus';
import { useServerForm } from '../../../lib/use-server-form';
import { DeskCard } from './desk-card';

export interface DeskSearchProps<TName extends string, TData> {
  /** The card's heading and its id. */
  id: string;
  title: string;
  /** The one field searched by (validated with `schema` as it is typed) and its control. */
  schema: $ZodType<Record<TName, string>, Record<TName, string>>;
  name: TName;
  field: { id: string; label: string; hint?: string };
  submitLabel: string;
  /** The query of the value searched for (null before the first search). */
  useLookup: (value: string | null) => UseQueryResult<TData>;
  /** True when the answer sits in the polite region (it is announced as it appears). */
  announceAnswer?: boolean;
  children: (data: TData) => ReactNode;
}

/**
 * A receipts-desk card that finds one thing by one value (a student by ledger number, a receipt
 * by its number): the search form, 'Fetching.. .' and the refusal, then the answer. Searching the
 * same value again reads it afresh.
 */
export function DeskSearch<TName extends string, TData>({
  id,
  title,
  schema,
  name,
  field,
  submitLabel,
  useLookup,
  announceAnswer = false,
  children,
}: DeskSearchProps<TName, TData>) {
  const [value, setValue] = useState<string | null>(null);
  const lookup = useLookup(value);
  const error = lookup.isError ? errorMessage(lookup.error) : null;
  const errorRef = useErrorFocus(error, lookup.isFetching);
  const form = useServerForm<Record<TName, string>, Record<TName, string>>({
    schema,
    isPending: lookup.isFetching,
    mode: 'onChange',
    defaultValues: { [name]: '' } as DefaultValues<Record<TName, string>>,
  });

  const onSubmit = form.submitWith((values) => {
    if (values[name] === value) void lookup.refetch();
    else setValue(values[name]);
  });

  const answer = lookup.data !== undefined && !error ? children(lookup.data) : null;
  return (
    <DeskCard id={id} title={title}>
      {/* Named by the card's heading: the desk's search landmarks are told apart (axe landmark-unique). */}
      <form className="form" noValidate role="search" aria-labelledby={id} onSubmit={onSubmit}>
        {/* `name` is the form's one key; TypeScript cannot resolve FieldPath of a generic record. */}
        <FormField {...field} {...CODE_INPUT} {...form.field(name as never)} />
        <SubmitButton status={form.status} label={submitLabel} />
      </form>
      <div aria-live="polite">
        {lookup.isFetching && !lookup.data ? <LoadingState label="Fetching.. ." /> : null}
        {error ? (
          <FeedbackMessage className="desk-card__alert" focusRef={errorRef}>
            {error}
          </FeedbackMessage>
        ) : null}
        {announceAnswer ? answer : null}
      </div>
      {announceAnswer ? null : answer}
    </DeskCard>
  );
}
