import { z } from 'zod';
import { messages } from './messages';
import { roles, type Role } from './staff-roles';
import { normalizePhone } from './phone-numbers';
import { nameSchema, passwordSchema, phoneSchema } from './validation';

// docs/api.md#storefront-calls: POST /api/users/login/customer/signin
export const signinRequestSchema = z.object({
  phoneNumber: phoneSchema,
  password: passwordSchema,
});
export type SigninRequest = z.infer<typeof signinRequestSchema>;

// docs/api.md#storefront-calls: POST /api/users/login/customer/signup
export const signupRequestSchema = z.object({
  name: nameSchema,
  phoneNumber: phoneSchema,
  password: z.string().min(3, messages.newPasswordInvalid).max(200),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** The register form's own fields: the repeated password never leaves the browser. */
export const registerFormSchema = signupRequestSchema
  .extend({ repeatPassword: z.string().min(3, messages.repeatedPasswordInvalid) })
  .refine((form) => form.password === form.repeatPassword, {
    message: messages.passwordsNotEqual,
    path: ['repeatPassword'],
  });

export const roleSchema = z.enum(roles);
export type { Role };

/** docs/api.md#shapes: the user as the client keeps it; order calls also read token and _id. */
export const userSchema = z.object({
  uid: z.string(),
  _id: z.string(),
  name: z.string(),
  displayName: z.string(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  photoURL: z.string().nullable(),
  image: z.string().nullable(),
  providerId: z.string(),
  role: roleSchema,
});
export type User = z.infer<typeof userSchema>;

export const sessionUserSchema = userSchema.extend({ token: z.string() });
export type SessionUser = z.infer<typeof sessionUserSchema>;

// PATCH /api/me: docs/screens.md#pages profile (full name, phone, photo).
export const profileUpdateSchema = z.object({
  name: nameSchema.optional(),
  phoneNumber: z
    .string()
    .max(40, messages.invalidPhone)
    .transform(normalizePhone)
    .pipe(z.string().regex(/^\d+$/, messages.invalidPhone))
    .pipe(z.string().regex(/^\d{11}$/, messages.phoneInvalid))
    .optional(),
  // A picture this shop stored (an upload), or none: never a foreign or javascript: address.
  photoURL: z
    .string()
    .trim()
    .regex(/^(\/uploads\/[a-f0-9]{32}\.webp)?$/, messages.invalidPhotoUrl)
    .transform((url) => url || null)
    .nullable()
    .optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
