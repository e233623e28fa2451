import type { LoginInput } from '@console/contract/resources/identity';
import { loadMessages, translate } from '@/lib/messages';
import { Button, type InputRef } from 'antd';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { PATHS_WEB } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { setSessionUser, setToken } from '@/lib/cookies';
import { fieldIssue, fieldMessage } from '@/lib/form-rules';
import { notify } from '@/lib/notify';
import { prefetch, SESSION_DATA_PREFETCH, SIGNED_IN_PREFETCH } from '@/lib/prefetch';
import { safeRedirect } from '@/lib/safe-redirect';
import { toSessionUser } from '@/lib/session/session-user';
import { resetSessionState } from '@/lib/session/sign-out';
import { login } from '../api/login';
import { useCaptcha } from '../hooks/use-captcha';
import { CaptchaImage } from './captcha-image';
import { FormField } from './form-field';
import styles from './login-form.module.css';

type Field = 'account' | 'password' | 'code';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

let loginSchemaPromise: Promise<z.ZodType> | null = null;
/**
 * The contract's loginSchema, fetched on first use: zod is not part of the login page's first
 * load (JS budget), and it arrives while the user types.
 */
function loadLoginSchema(): Promise<z.ZodType> {
  loginSchemaPromise ??= import('@console/contract/resources/identity').then((module) => module.loginSchema);
  return loginSchemaPromise;
}

/** Long enough to read a sentence with a time and an address in it. */
const FAILED_SIGN_INS_NOTICE_MS = 15_000;

const IDS: Record<Field, string> = {
  account: 'login-account',
  password: 'login-password',
  code: 'login-code',
};

/**
 * The sign-in form. Built from antd inputs without antd's Form, so the login page stays inside
 * its first-load budget (ARCHITECTURE §9); validation still comes from the contract.
 */
export function LoginForm() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const captcha = useCaptcha();
  const captchaOn = captcha.status !== 'off';
  const [values, setValues] = useState<Values>({ account: '', password: '', code: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [pending, setPending] = useState(false);
  const accountRef = useRef<InputRef>(null);
  const passwordRef = useRef<InputRef>(null);
  const codeRef = useRef<InputRef>(null);

  const labels: Record<Field, string> = {
    account: t('login.account'),
    password: t('login.password'),
    code: t('login.captcha'),
  };

  async function validate(next: Values, fields: readonly Field[]): Promise<Errors> {
    const [schema] = await Promise.all([loadLoginSchema(), loadMessages(lang)]);
    const found: Errors = {};
    for (const field of fields) {
      if (field === 'code') {
        if (captchaOn && !next.code.trim()) found.code = translate('error.captchaRequired');
        continue;
      }
      const key = fieldIssue(schema, { account: next.account, password: next.password }, field);
      if (key) found[field] = fieldMessage(labels[field], key, lang);
    }
    return found;
  }

  const recheck = (field: Field, next: Values) => {
    void validate(next, [field]).then((found) => setErrors((e) => ({ ...e, [field]: found[field] })));
  };
  const onChange = (field: Field) => (value: string) => {
    // the schema (zod) is fetched while the user types, not when they submit
    void loadLoginSchema();
    const next = { ...values, [field]: value };
    setValues(next);
    if (touched[field]) recheck(field, next);
  };
  const onBlur = (field: Field) => () => {
    setTouched((s) => ({ ...s, [field]: true }));
    recheck(field, values);
  };

  const fields: Field[] = captchaOn ? ['account', 'password', 'code'] : ['account', 'password'];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setTouched({ account: true, password: true, code: true });
    const found = await validate(values, fields);
    setErrors(found);
    const firstInvalid = fields.find((field) => found[field]);
    if (firstInvalid) {
      ({ account: accountRef, password: passwordRef, code: codeRef })[firstInvalid].current?.focus();
      return;
    }
    const input: LoginInput = { account: values.account.trim(), password: values.password };
    if (captchaOn && captcha.captcha) {
      input.code = values.code.trim();
      input.uuid = captcha.captcha.uuid;
    }
    setPending(true);
    prefetch(SIGNED_IN_PREFETCH);
    try {
      const result = await login(input);
      // nothing cached for a previous user may leak into this session
      resetSessionState();
      setToken(result.accessToken);
      setSessionUser(toSessionUser(result));
      prefetch(SESSION_DATA_PREFETCH);
      navigate(result.initPwd === 1 ? PATHS_WEB.changePassword : safeRedirect(params.get('redirect')), {
        replace: true,
      });
      // Issue 13: the owner hears of the failed sign-ins since their last visit, once.
      const failed = result.failedSignIns;
      if (failed)
        notify.warning(
          t('login.failedSignIns', {
            count: failed.count,
            time: new Date(failed.lastAt).toLocaleString(lang === 'en' ? 'en' : 'zh-CN'),
            ip: failed.lastIp ?? '?',
          }),
          FAILED_SIGN_INS_NOTICE_MS,
        );
    } catch (error) {
      // the api client has shown the message; field-level answers go under their fields
      if (isApiError(error) && error.fields) {
        const serverErrors: Errors = {};
        for (const [path, key] of Object.entries(error.fields)) {
          if (path === 'account' || path === 'password' || path === 'code') {
            serverErrors[path] = fieldMessage(labels[path], key, lang);
          }
        }
        setErrors(serverErrors);
      }
      // a captcha is single-use: every failed attempt needs a new one
      if (captchaOn) {
        setValues((v) => ({ ...v, code: '' }));
        captcha.refresh();
      }
      setPending(false);
    }
  }

  const describedBy = (field: Field) => (errors[field] ? `${IDS[field]}-error` : undefined);

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={pending}>
      <FormField id={IDS.account} label={labels.account} error={errors.account}>
        <Input
          id={IDS.account}
          ref={accountRef}
          size="large"
          value={values.account}
          onChange={(e) => onChange('account')(e.target.value)}
          onBlur={onBlur('account')}
          status={errors.account ? 'error' : undefined}
          aria-invalid={Boolean(errors.account)}
          aria-describedby={describedBy('account')}
          aria-required="true"
          placeholder={t('login.accountPlaceholder')}
          autoComplete="username"
          autoFocus
        />
      </FormField>
      <FormField id={IDS.password} label={labels.password} error={errors.password}>
        <Password
          id={IDS.password}
          ref={passwordRef}
          size="large"
          value={values.password}
          onChange={(e) => onChange('password')(e.target.value)}
          onBlur={onBlur('password')}
          status={errors.password ? 'error' : undefined}
          aria-invalid={Boolean(errors.password)}
          aria-describedby={describedBy('password')}
          aria-required="true"
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
        />
      </FormField>
      {captchaOn && (
        <FormField id={IDS.code} label={labels.code} error={errors.code}>
          <div className={styles.captchaRow}>
            <Input
              id={IDS.code}
              ref={codeRef}
              className={styles.captchaInput}
              size="large"
              value={values.code}
              onChange={(e) => onChange('code')(e.target.value)}
              onBlur={onBlur('code')}
              status={errors.code ? 'error' : undefined}
              aria-invalid={Boolean(errors.code)}
              aria-describedby={describedBy('code')}
              aria-required="true"
              placeholder={t('login.captchaPlaceholder')}
              autoComplete="off"
              maxLength={16}
            />
            <CaptchaImage
              src={captcha.captcha?.img}
              loading={captcha.status === 'loading'}
              onRefresh={captcha.refresh}
            />
          </div>
        </FormField>
      )}
      <Button type="primary" htmlType="submit" size="large" block loading={pending} className={styles.submit}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
