import { z } from 'zod';
import { isoTimeSchema } from './api-schema.js';
import {
  emailSchema,
  optionalText,
  requiredText,
  storableText,
  textTypeError,
} from './text-schema.js';

export const PASSWORD_MIN_LENGTH = 8;

export const passwordSchema = z
  .string({ error: textTypeError('Password') })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Password must be at most 200 characters');

// A JSON number only: "1", true and [1] are refused rather than quietly read as 1.
export const roleIdSchema = z
  .number({ error: 'Role must be a number' })
  .int('Role must be 1, 2 or 3')
  .min(1, 'Role must be 1, 2 or 3')
  .max(3, 'Role must be 1, 2 or 3');

export const loginSchema = z.object({
  email: z
    .string({ error: textTypeError('Email') })
    .overwrite(storableText)
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters')
    .transform((value) => value.toLowerCase()),
  password: z
    .string({ error: textTypeError('Password') })
    .min(1, 'Password is required')
    .max(200, 'Password must be at most 200 characters'),
});
export type LoginInput = z.infer<typeof loginSchema>;

const userFields = {
  name: requiredText('Name', 100),
  email: emailSchema,
  password: passwordSchema,
  role_id: roleIdSchema,
  phone: optionalText('Phone', 40),
  department: optionalText('Department', 100),
  is_active: z.boolean({ error: 'Active must be true or false' }),
};

export const userCreateSchema = z.object({
  ...userFields,
  role_id: userFields.role_id.default(3),
  phone: userFields.phone.optional(),
  department: userFields.department.optional(),
  is_active: userFields.is_active.optional(),
});
export type UserCreate = z.infer<typeof userCreateSchema>;

// Built from the fields without defaults, so a partial update never resets anything.
export const userUpdateSchema = z
  .object(userFields)
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to update',
    path: ['body'],
  });
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/**
 * The edit form of an account: every field is shown, and a blank new password keeps the old
 * one; a password typed is held to the same rule as on creation.
 */
export const userEditSchema = z.object({
  ...userFields,
  password: z.string().superRefine((value, context) => {
    if (value === '') return;
    const checked = passwordSchema.safeParse(value);
    if (!checked.success)
      context.addIssue({ code: 'custom', message: checked.error.issues[0]!.message });
  }),
});
export type UserEdit = z.infer<typeof userEditSchema>;

/** A staff account as the API answers it (with real status and last sign-in). */
export const userResponseSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role_id: z.number().int(),
  phone: z.string(),
  department: z.string(),
  is_active: z.boolean(),
  status: z.enum(['active', 'inactive']),
  last_login_at: isoTimeSchema.nullable(),
  created_at: isoTimeSchema,
});
export type User = z.infer<typeof userResponseSchema>;

/** POST /api/auth/login: the bearer token and who it signs in. */
export const loginResponseSchema = z.strictObject({
  token: z.string(),
  user: userResponseSchema,
});
