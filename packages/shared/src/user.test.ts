import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  membershipsInputSchema,
  passwordProblems,
  userCreateSchema,
  usernameSchema,
} from './user.ts';

describe('passwordProblems', () => {
  it('accepts a long enough password', () => {
    expect(passwordProblems('forecast-2025', 'franca')).toEqual([]);
  });

  it('names every rule a password breaks', () => {
    expect(passwordProblems('1234')).toEqual(['At least 8 characters.', 'It cannot be entirely numeric.']);
    expect(passwordProblems('x'.repeat(257))).toEqual(['At most 256 characters.']);
    expect(passwordProblems('Franca-Rossi', 'franca-rossi')).toEqual([
      'It cannot be the same as the username.',
    ]);
  });
});

describe('changePasswordSchema', () => {
  it('puts a mismatched confirmation on the confirmation field', () => {
    const result = changePasswordSchema.safeParse({
      old_password: 'old-password',
      new_password: 'new-password-1',
      new_password_confirm: 'new-password-2',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['new_password_confirm']);
  });

  it('requires the current password', () => {
    const result = changePasswordSchema.safeParse({
      old_password: '',
      new_password: 'new-password-1',
      new_password_confirm: 'new-password-1',
    });
    expect(result.error?.issues[0]?.path).toEqual(['old_password']);
  });
});

describe('usernameSchema', () => {
  it('accepts the usual characters and refuses spaces and very long names', () => {
    expect(usernameSchema.safeParse('f.rossi@meteo+1').success).toBe(true);
    expect(usernameSchema.safeParse('two words').success).toBe(false);
    expect(usernameSchema.safeParse('a'.repeat(151)).success).toBe(false);
  });
});

describe('userCreateSchema', () => {
  it('fills the defaults and puts password problems on the password', () => {
    expect(userCreateSchema.parse({ username: 'giulia', password: 'forecast-2025' })).toEqual({
      username: 'giulia',
      name: '',
      email: '',
      is_staff: false,
      password: 'forecast-2025',
    });
    const result = userCreateSchema.safeParse({ username: 'giulia', password: 'Giulia', email: 'x' });
    expect(result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'email: Enter a valid e-mail address.',
      'password: At least 8 characters.',
      'password: It cannot be the same as the username.',
    ]);
  });
});

describe('membershipsInputSchema', () => {
  it('accepts an empty list and refuses an authority listed twice', () => {
    expect(membershipsInputSchema.parse([])).toEqual([]);
    const result = membershipsInputSchema.safeParse([
      { authority_id: 3, role: 'member' },
      { authority_id: 3, role: 'manager' },
    ]);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['1.authority_id']);
  });
});
