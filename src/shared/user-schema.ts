import { z } from 'zod';
import { emailSchema, optionalText, requiredText } from './text-schema.js';

export const PASSWORD_MIN_LENGTH = 8;

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Password must be at most 200 characters');

export const roleIdSchema = z.coerce
  .number({ error: 'Role must be a number' })
  .int('Role must be 1, 2 or 3')
  .min(1, 'Role must be 1, 2 or 3')
  .max(3, 'Role must be 1, 2 or 3');

export const loginSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters')
    .transform((value) => value.toLowerCase()),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const userCreateSchema = z.object({
  name: requiredText('Name', 100),
  email: emailSchema,
  password: passwordSchema,
  role_id: roleIdSchema.default(3),
  phone: optionalText('Phone', 40).optional(),
  department: optionalText('Department', 100).optional(),
  is_active: z.boolean({ error: 'Active must be true or false' }).optional(),
});
export type UserCreate = z.infer<typeof userCreateSchema>;

// role_id is re-declared without its default, or an update that leaves it out would demote to 3.
export const userUpdateSchema = userCreateSchema
  .extend({ role_id: roleIdSchema })
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to update',
    path: ['body'],
  });
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** A staff account as the API answers it (SPEC 3, with real status and last sign-in). */
export interface User {
  id: number;
  name: string;
  email: string;
  role_id: number;
  phone: string;
  department: string;
  is_active: boolean;
  status: 'active' | 'inactive';
  last_login_at: string | null;
  created_at: string;
}
