import { useCallback, type BaseSyntheticEvent } from 'react';
import {
  get,
  useForm,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { errorMessage } from './api-client';
import { zodResolver } from './zod-resolver';

/** Where the server's refusal is kept: react-hook-form's root error, cleared by the next submission. */
const SERVER_ERROR = 'root.server';

export interface ServerFormOptions<TValues extends FieldValues, TOutput> extends Omit<
  UseFormProps<TValues, unknown, TOutput>,
  'resolver'
> {
  /** The request schema from @portal/domain: the form validates with it (through lib/zod-resolver.ts). */
  schema: $ZodType<TOutput, TValues>;
  /** A request of the screen's own that also counts as sending (a mutation started elsewhere). */
  isPending?: boolean;
  /**
   * A rule the schema cannot know because it depends on data on file (e.g. a changed phone number
   * needs the current password): the fields it refuses and their messages, added to the schema's.
   */
  refine?: (values: TValues) => Partial<Record<FieldPath<TValues>, string>>;
  /**
   * Where a refusal goes when the screen shows its answers elsewhere (its feedback region, beside
   * a row): called with the message instead of keeping it as the form's `root.server` error.
   */
  onRefused?: (message: string) => void;
}

/** What a form's frame shows: `FormDialog` and `FormRefusal` take it as it is (`{...form.status}`). */
export interface ServerFormStatus {
  /** The fields are valid (a refusal alone does not disable the button: the user may send again). */
  canSubmit: boolean;
  isProcessing: boolean;
  /** The server's refusal of the last submission, or null. */
  error: string | null;
}

export interface ServerForm<TValues extends FieldValues, TOutput> extends UseFormReturn<TValues, unknown, TOutput> {
  errors: FieldErrors<TValues>;
  readonly isProcessing: boolean;
  readonly status: ServerFormStatus;
  /**
   * A field's registration and message, as `FormField` and `SelectField` take them
   * (`{...form.field('name')}`); `options` as for react-hook-form's `register`.
   */
  field: <TName extends FieldPath<TValues>>(
    name: TName,
    options?: RegisterOptions<TValues, TName>,
  ) => { registration: UseFormRegisterReturn<TName>; error: string | undefined };
  /** Shows a refusal that did not come as a failed request (e.g. an answer that cannot be used). */
  showServerError: (message: string) => void;
  /**
   * The form's submit handler: validates, then runs `send` with the parsed values; a request that
   * fails there becomes the form's refusal (its message, as `errorMessage` words it).
   */
  submitWith: (send: (values: TOutput) => unknown) => (event?: BaseSyntheticEvent) => void;
}

/** The schema's resolver, with the form's own rule (if any) added to its errors. */
function withRule<TValues extends FieldValues, TOutput>(
  base: Resolver<TValues, unknown, TOutput>,
  refine: ServerFormOptions<TValues, TOutput>['refine'],
): Resolver<TValues, unknown, TOutput> {
  if (!refine) return base;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const refused = Object.entries(refine(values)).filter((entry): entry is [string, string] => Boolean(entry[1]));
    if (refused.length === 0) return result;
    const errors: Record<string, unknown> = { ...result.errors };
    for (const [name, message] of refused) errors[name] = { type: 'validate', message } satisfies FieldError;
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}

/**
 * The one way a portal form is built: react-hook-form with the domain schema's resolver, the
 * sending state, and the server's refusal as the root error `root.server`. Render the refusal with
 * `FormRefusal` (or `FormDialog`, which does), which moves focus to it when a submission fails.
 */
export function useServerForm<TValues extends FieldValues, TOutput = TValues>({
  schema,
  isPending = false,
  refine,
  onRefused,
  ...options
}: ServerFormOptions<TValues, TOutput>): ServerForm<TValues, TOutput> {
  const form = useForm<TValues, unknown, TOutput>({ ...options, resolver: withRule(zodResolver(schema), refine) });
  const { setError, handleSubmit, formState } = form;
  const showServerError = useCallback((message: string) => setError(SERVER_ERROR, { message }), [setError]);
  const submitWith = useCallback(
    (send: (values: TOutput) => unknown) => (event?: BaseSyntheticEvent) => {
      void handleSubmit(async (values) => {
        try {
          await send(values);
        } catch (error) {
          (onRefused ?? showServerError)(errorMessage(error));
        }
      })(event);
    },
    [handleSubmit, showServerError, onRefused],
  );
  return {
    ...form,
    errors: formState.errors,
    field: (name, options) => ({
      registration: form.register(name, options),
      error: (get(formState.errors, name) as FieldError | undefined)?.message,
    }),
    showServerError,
    submitWith,
    // Getters: react-hook-form watches only the parts of its state a form reads.
    get isProcessing() {
      return formState.isSubmitting || isPending;
    },
    get status() {
      const { errors, isValid } = formState;
      const error = errors.root?.server?.message ?? null;
      return {
        // setError makes isValid false until a field changes; a refusal alone keeps the form sendable.
        canSubmit: isValid || (error !== null && Object.keys(errors).every((name) => name === 'root')),
        isProcessing: formState.isSubmitting || isPending,
        error,
      };
    },
  };
}
