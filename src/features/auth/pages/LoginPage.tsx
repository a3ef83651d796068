import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { completeSignIn } from '../../../lib/session';
import { useToast } from '../../../components/feedback';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { appConfig } from '../../../platform/config';
import { reportedByHttpClient } from '../../../lib/http/reportedByHttpClient';
import { useSignInFlow, type SignInForm } from '../hooks/useSignInFlow';
import styles from './LoginPage.module.css';

type Field = keyof SignInForm;
const requiredMessage: Record<Field, string> = {
  account: 'login.accountRequired',
  password: 'login.passwordRequired',
  captcha: 'login.captchaRequired',
};

/** Which fields are missing: account and captcha must not be blank, the password must not be empty. */
function missingFields(values: SignInForm, withCaptcha: boolean): Field[] {
  const missing: Field[] = [];
  if (!values.account.trim()) missing.push('account');
  if (!values.password) missing.push('password');
  if (withCaptcha && !values.captcha.trim()) missing.push('captcha');
  return missing;
}

const OTHER_METHODS = ['login.byPhone', 'login.thirdParty'] as const;

/**
 * spec 1: "Phone login and third-party login exist as labels only." They are shown, and shown as not
 * available: aria-disabled buttons (still focusable, so a keyboard or screen-reader user finds them and
 * hears why), greyed with a 暂未开放 tag, described by a note that says to use the account; a click
 * does nothing and never looks as if it did.
 */
function OtherSignInMethods({ t }: { t: (id: string) => string }) {
  return (
    <div className={styles.methods} role="group" aria-labelledby="login-methods-title">
      <p id="login-methods-title" className={styles.methodsTitle}>
        {t('login.otherMethods')}
      </p>
      <div className={styles.methodList}>
        {OTHER_METHODS.map((id) => (
          <button key={id} type="button" className={styles.method} aria-disabled="true" aria-describedby="login-methods-note">
            {t(id)}
            <span className={styles.methodTag} aria-hidden="true">
              {t('login.unavailable')}
            </span>
          </button>
        ))}
      </div>
      <p id="login-methods-note" className={styles.methodsNote}>
        {t('login.otherMethodsNote')}
      </p>
    </div>
  );
}

/**
 * spec 4 (login). Plain, accessible markup instead of antd's Form: this is the first page most users
 * load, and its JavaScript budget (180 KB gzip) leaves no room for antd.
 */
export default function LoginPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const toast = useToast();
  const navigate = useNavigate();
  const { captcha, mutation } = useSignInFlow();
  const [values, setValues] = useState<SignInForm>({ account: '', password: '', captcha: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const update = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = missingFields(values, appConfig.captchaMode);
    setErrors(Object.fromEntries(missing.map((field) => [field, t(requiredMessage[field])])));
    if (missing.length) {
      inputs.current[missing[0]]?.focus();
      return;
    }
    let reply;
    try {
      reply = await mutation.mutateAsync(values);
    } catch (error) {
      // The http client said the server's reason; a reply it could not read reaches here untold.
      if (!reportedByHttpClient(error)) toast.error(t('error.unknown'));
      update('captcha')('');
      return;
    }
    // spec 4: a reply carrying error_description shows it and stores nothing.
    if ('error_description' in reply || !reply.access_token) {
      toast.error(('error_description' in reply && reply.error_description) || t('error.unknown'));
      update('captcha')('');
      return;
    }
    completeSignIn(reply);
    void navigate(appConfig.homePath, { replace: true });
  };

  const field = (name: Field, label: string, input: { type: string; placeholder: string; autoComplete?: string; maxLength?: number }) => (
    <div className={styles.field}>
      <label htmlFor={`login-${name}`} className={styles.label}>
        {label}
      </label>
      <input
        id={`login-${name}`}
        ref={(node) => {
          inputs.current[name] = node;
        }}
        className={styles.input}
        name={name}
        value={values[name]}
        onChange={(event) => update(name)(event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `login-${name}-error` : undefined}
        {...input}
      />
      {errors[name] && (
        <p id={`login-${name}-error`} className={styles.error} role="alert">
          {errors[name]}
        </p>
      )}
    </div>
  );

  const captchaImage = captcha.data?.image;
  return (
    <main className={styles.page}>
      <div className={styles.language}>
        <LanguageSwitch />
      </div>
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          {t('app.title')}
        </h1>
        <p className={styles.welcome}>{t('login.welcome')}</p>
        <form onSubmit={(event) => void onSubmit(event)} aria-label={t('login.title')} noValidate>
          {field('account', t('login.account'), { type: 'text', placeholder: t('login.accountPlaceholder'), autoComplete: 'username' })}
          {field('password', t('login.password'), { type: 'password', placeholder: t('login.passwordPlaceholder'), autoComplete: 'current-password' })}
          {appConfig.captchaMode && (
            <div className={styles.captchaRow}>
              {field('captcha', t('login.captcha'), { type: 'text', placeholder: t('login.captchaPlaceholder'), autoComplete: 'off', maxLength: 8 })}
              <button type="button" className={styles.captchaButton} onClick={() => void captcha.refetch()} aria-label={t('login.captchaImage')}>
                {captchaImage && !captcha.isFetching ? (
                  <img src={captchaImage} alt={t('login.captchaImage')} className={styles.captchaImage} />
                ) : (
                  <span className={styles.captchaLoading} role="status">
                    {/* Said only once the automatic retries have given up (useSignInFlow). */}
                    {captcha.isError && !captcha.isFetching ? t('login.captchaFailed') : t('login.captchaLoading')}
                  </span>
                )}
              </button>
            </div>
          )}
          <button type="submit" className={styles.submit} disabled={mutation.isPending} aria-busy={mutation.isPending}>
            {mutation.isPending ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
        <OtherSignInMethods t={t} />
      </section>
    </main>
  );
}
