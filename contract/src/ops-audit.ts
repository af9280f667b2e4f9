import * as v from 'valibot';
import { listQuerySchema, listResultSchema } from './list-query';
