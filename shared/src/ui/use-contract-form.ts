import { valibotResolver } from '@hookform/resolvers/valibot';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type * as v from 'valibot';

/** A form checked in the browser with the very contract schema the API validates the body with. */
export type ContractForm<TSchema extends v.GenericSchema<FieldValues, FieldValues>> = UseFormReturn<
  v.InferInput<TSchema>,
  unknown,
  v.InferOutput<TSchema>
>;

/**
 * `useForm` typed from a valibot contract schema: the fields hold the schema's input, the submit handler gets
 * its output (trimmed texts, nulls for blanks), which is the body to send.
 */
export function useContractForm<TSchema extends v.GenericSchema<FieldValues, FieldValues>>(
  schema: TSchema,
  defaultValues: DefaultValues<v.InferInput<TSchema>>,
): ContractForm<TSchema> {
  return useForm<v.InferInput<TSchema>, unknown, v.InferOutput<TSchema>>({
    resolver: valibotResolver(schema),
    defaultValues,
  });
}
