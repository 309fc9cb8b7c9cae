// Account activation (SPEC §5): the password rules, one schema for page and action.
// Messages are translation keys, turned into text where they are shown.
import * as v from 'valibot';

export const PASSWORD_MIN_LENGTH = 8;

export const ActivationSchema = v.pipe(
  v.object({
    token: v.pipe(v.string(), v.minLength(1, 'activation.errors.linkInvalid')),
    password: v.pipe(
      v.string(),
      v.minLength(PASSWORD_MIN_LENGTH, 'activation.errors.tooShort'),
      v.regex(/\p{Ll}/u, 'activation.errors.missingLowercase'),
      v.regex(/\p{Lu}/u, 'activation.errors.missingUppercase'),
      v.regex(/\p{Nd}/u, 'activation.errors.missingNumber'),
    ),
    confirmPassword: v.string(),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, 'activation.errors.mismatch'),
    ['confirmPassword'],
  ),
);
