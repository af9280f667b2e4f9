import * as v from 'valibot';
import { formObject } from './fields';
import { listQueryEntries, sortByEntry } from './list-query';
import { MEMBER_SORT_KEYS, userCreateBodySchema, userUpdateBodySchema } from './users';

// company/resident: members whose role type is "Company Resident" (b2b_residents), listed and managed apart
// from staff. Same record as a company user; the role type is implied.

const { role_type: _createType, ...createEntries } = userCreateBodySchema.entries;
const { role_type: _updateType, ...updateEntries } = userUpdateBodySchema.entries;

export const residentCreateBodySchema = formObject(createEntries, { phone: 'validation.phone_required' });
export type ResidentCreateBody = v.InferInput<typeof residentCreateBodySchema>;
export const residentUpdateBodySchema = formObject(updateEntries);
export type ResidentUpdateBody = v.InferInput<typeof residentUpdateBodySchema>;
export const residentListQuerySchema = v.object({ ...listQueryEntries, sortBy: sortByEntry(MEMBER_SORT_KEYS) });
