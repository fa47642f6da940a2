/**
 * One validation source: each form's schema on the client and the server's answer to the same
 * values agree on the limits of docs/product.md §5, name the same field, and say the same words (the client's
 * locale text for the field code is the server's message). A refused call carries `field_errors`.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { RegisterForm } from '../../src/client/features/accounts/account-schemas';
import { serviceErrors, serviceValues } from '../../src/client/features/admin/services/service-form';
import { userErrors, userValues } from '../../src/client/features/admin/users/user-form';
import { formErrors } from '../../src/client/lib/form-check';
import en from '../../src/client/locales/en/common.json';
import zh from '../../src/client/locales/zh/common.json';
import { messages } from '../../src/server/i18n/catalogue';
import { SalonProfile } from '../../src/shared/contract/back-office';
import type { EndpointName } from '../../src/shared/contract/endpoints';
import { FIELD_CODES, type FieldProblem } from '../../src/shared/field-errors';
import { openSalon } from '../support/open-salon';

const { server, t } = openSalon();

/** The client's words for a field problem, as i18next fills them in. */
const clientText = (problem: FieldProblem, lang: 'en' | 'zh' = 'en') =>
  (lang === 'en' ? en : zh).field[problem.code].replace(/\{\{(\w+)\}\}/g, (_, k: 'min' | 'max') =>
    String(problem[k]),
  );

const registration = {
  full_name: 'Limit Tester',
  username: 'limit_tester',
  email: 'limit@example.com',
  phone_number: '91234567',
  gender: 1,
  date_of_birth: '1990-01-01',
  password: 'amber-tulip-71',
};
const staff = {
  ...userValues(null),
  full_name: 'Limit Staff',
  username: 'limit_staff',
  email: 'ls@tress.salon',
};
const service = { ...serviceValues(null), name: 'Limit Cut' };

type Case = {
  rule: string;
  /** What the client's form schema says about the values. */
  client: () => Partial<Record<string, FieldProblem | string>>;
  call: EndpointName;
  body: () => Promise<object> | object;
  token?: () => string;
  field: string;
  code: FieldProblem['code'];
};

const settings = async () =>
  (await server.call('settings', undefined as never)).body.data as z.infer<typeof SalonProfile>;

const cases: Case[] = [
  {
    rule: 'registration: a phone of at least 8 digits',
    client: () =>
      formErrors(RegisterForm, {
        ...registration,
        phone_number: '1234567',
        confirm_password: 'amber-tulip-71',
      }),
    call: 'register',
    body: () => ({ ...registration, phone_number: '1234567' }),
    field: 'phone_number',
    code: 'phone_min_digits',
  },
  {
    rule: 'registration: a password of at least 8 characters',
    client: () =>
      formErrors(RegisterForm, { ...registration, password: 'short12', confirm_password: 'short12' }),
    call: 'register',
    body: () => ({ ...registration, password: 'short12' }),
    field: 'password',
    code: 'password_min_length',
  },
  {
    rule: 'registration: not a common password, even with digits after it',
    client: () =>
      formErrors(RegisterForm, { ...registration, password: 'Password123', confirm_password: 'Password123' }),
    call: 'register',
    body: () => ({ ...registration, password: 'Password123' }),
    field: 'password',
    code: 'password_common',
  },
  {
    rule: 'registration: a password without the username or the email',
    client: () =>
      formErrors(RegisterForm, {
        ...registration,
        password: 'x-Limit_Tester-9',
        confirm_password: 'x-Limit_Tester-9',
      }),
    call: 'register',
    body: () => ({ ...registration, password: 'x-Limit_Tester-9' }),
    field: 'password',
    code: 'password_has_name',
  },
  {
    rule: 'registration: a username of letters, digits, dots, dashes and underscores',
    client: () =>
      formErrors(RegisterForm, {
        ...registration,
        username: 'two words',
        confirm_password: 'amber-tulip-71',
      }),
    call: 'register',
    body: () => ({ ...registration, username: 'two words' }),
    field: 'username',
    code: 'username_format',
  },
  {
    rule: 'registration: an email of the form name@domain',
    client: () =>
      formErrors(RegisterForm, {
        ...registration,
        email: 'limit@example',
        confirm_password: 'amber-tulip-71',
      }),
    call: 'register',
    body: () => ({ ...registration, email: 'limit@example' }),
    field: 'email',
    code: 'invalid_format',
  },
  {
    rule: 'user form: an optional phone has 8 digits when given',
    client: () => userErrors({ ...staff, password: 'amber-tulip-71', phone_number: '1234' }, true),
    call: 'usersAdd',
    body: () => ({ ...staff, password: 'amber-tulip-71', phone_number: '1234' }),
    token: () => t.admin,
    field: 'phone_number',
    code: 'phone_min_digits',
  },
  {
    rule: 'user form: a staff password of at least 12 characters',
    client: () => userErrors({ ...staff, password: 'eleven-char' }, true),
    call: 'usersAdd',
    body: () => ({ ...staff, password: 'eleven-char' }),
    token: () => t.admin,
    field: 'password',
    code: 'password_min_length',
  },
  {
    rule: 'user form: not a common password',
    client: () => userErrors({ ...staff, password: 'p@ssw0rd1234' }, true),
    call: 'usersAdd',
    body: () => ({ ...staff, password: 'p@ssw0rd1234' }),
    token: () => t.admin,
    field: 'password',
    code: 'password_common',
  },
  {
    rule: 'user form: a password without the username',
    client: () => userErrors({ ...staff, password: 'limit_staff-2026' }, true),
    call: 'usersAdd',
    body: () => ({ ...staff, password: 'limit_staff-2026' }),
    token: () => t.admin,
    field: 'password',
    code: 'password_has_name',
  },
  {
    rule: 'service form: a duration of at least 5 minutes',
    client: () => serviceErrors({ ...service, duration_minutes: '4' }),
    call: 'servicesAdd',
    body: () => ({ name: 'Limit Cut', price: 10, duration_minutes: 4 }),
    token: () => t.admin,
    field: 'duration_minutes',
    code: 'too_small',
  },
  {
    rule: 'service form: a duration of at most 480 minutes',
    client: () => serviceErrors({ ...service, duration_minutes: '481' }),
    call: 'servicesAdd',
    body: () => ({ name: 'Limit Cut', price: 10, duration_minutes: 481 }),
    token: () => t.admin,
    field: 'duration_minutes',
    code: 'too_big',
  },
  {
    rule: 'settings: a payment hold of 5 to 120 minutes',
    client: () => ({}),
    call: 'settingsUpdate',
    body: async () => ({ ...(await settings()), payment_hold_minutes: 121 }),
    token: () => t.admin,
    field: 'payment_hold_minutes',
    code: 'hold_minutes',
  },
  {
    rule: 'settings: a cancellation cut-off of 0 to 336 hours',
    client: () => ({}),
    call: 'settingsUpdate',
    body: async () => ({ ...(await settings()), cancel_cutoff_hours: 337 }),
    token: () => t.admin,
    field: 'cancel_cutoff_hours',
    code: 'policy_hours',
  },
];

describe('the forms and the server agree on the documented limits', () => {
  for (const c of cases) {
    it(c.rule, async () => {
      const body = await c.body();
      // the settings form checks the call's own schema, so its client verdict is the schema's
      const client = c.call === 'settingsUpdate' ? formErrors(SalonProfile, body) : c.client();
      const problem = client[c.field] as FieldProblem;
      expect(problem?.code).toBe(c.code);
      const res = await server.call(c.call, body as never, c.token ? { token: c.token() } : {});
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation');
      expect(res.body.field_errors?.[c.field]).toBe(clientText(problem));
      expect(res.body.errors).toContain(`${c.field}: ${clientText(problem)}`);
    });
  }
});

describe('field_errors', () => {
  it('a refused registration names every bad field, in the caller language, beside the errors list', async () => {
    const res = await server.call(
      'register',
      { ...registration, full_name: '', email: 'nope', phone_number: '123' } as never,
      { lang: 'zh' },
    );
    expect(res.status).toBe(400);
    expect(res.body.field_errors).toEqual({
      full_name: '此项为必填项',
      phone_number: '电话号码至少需要 8 位数字',
      email: '格式无效',
    });
    expect(res.body.errors).toEqual(
      Object.entries(res.body.field_errors ?? {}).map(([f, m]) => `${f}: ${m}`),
    );
  });

  it('is left out of answers that are not about fields', async () => {
    const res = await server.call('login', { username: 'demo', password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(res.body).not.toHaveProperty('field_errors');
  });

  it('uses the words of the locale files: every field code reads the same on both sides', () => {
    for (const code of FIELD_CODES) {
      for (const [lang, file] of [
        ['en', en],
        ['zh', zh],
      ] as const) {
        expect(file.field[code].replace(/\{\{(\w+)\}\}/g, '{$1}'), `${lang} ${code}`).toBe(
          messages[code]?.[lang],
        );
      }
    }
  });
});
