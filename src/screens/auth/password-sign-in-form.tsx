import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { callApiLater } from '@/lib/api/call-api-later';
import { useAsyncAction } from '@/lib/use-async-action';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { completeSignIn } from './sign-in-flow.ts';
import { SignInError } from './sign-in-error.tsx';
import '@/lib/i18n/namespaces/auth';

const ERROR_ID = 'sign-in-error';

/** The visible mark of a required field; outside the label so the field's name stays the plain word. */
function RequiredMark() {
  return (
    <span aria-hidden className="ml-0.5 text-destructive">
      *
    </span>
  );
}

/** Account + password sign-in (spec `auth.loginByPassword`). Errors show inline, never as a toast. */
export function PasswordSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<'account' | 'password' | null>(null);
  const signIn = useAsyncAction(
    async (input: { account: string; password: string }) =>
      completeSignIn(await callApiLater('auth.loginByPassword', input, { silent: true })),
    { onSuccess: onSignedIn },
  );

  // A rejected sign-in puts both fields in question: the server does not say which one was wrong.
  const failed = (field: 'account' | 'password') => missing === field || (!missing && Boolean(signIn.error));
  const fieldProps = (field: 'account' | 'password') => ({
    required: true,
    'aria-invalid': failed(field) || undefined,
    'aria-describedby': failed(field) ? ERROR_ID : undefined,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = account.trim();
    const gap = !trimmed ? 'account' : !password ? 'password' : null;
    setMissing(gap);
    if (gap) return;
    signIn.run({ account: trimmed, password });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline">
          <Label htmlFor="sign-in-account">{t('form.account')}</Label>
          <RequiredMark />
        </div>
        <Input
          id="sign-in-account"
          name="account"
          autoComplete="username"
          autoFocus
          value={account}
          onChange={(e) => setAccount(e.target.value)}
          placeholder={t('form.accountPlaceholder')}
          {...fieldProps('account')}
          className="h-10"
        />
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline">
          <Label htmlFor="sign-in-password">{t('form.password')}</Label>
          <RequiredMark />
        </div>
        <Input
          id="sign-in-password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          placeholder={t('form.passwordPlaceholder')}
          {...fieldProps('password')}
          className="h-10"
        />
      </div>
      {missing ? (
        <p id={ERROR_ID} role="alert" className="text-sm text-destructive">
          {t(missing === 'account' ? 'form.accountRequired' : 'form.passwordRequired')}
        </p>
      ) : (
        <SignInError id={ERROR_ID} error={signIn.error} />
      )}
      <Button type="submit" size="lg" disabled={signIn.isPending} className="mt-1 w-full">
        {signIn.isPending ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}
