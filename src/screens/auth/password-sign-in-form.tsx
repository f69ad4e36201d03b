import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/lib/api/client';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { completeSignIn } from './sign-in-flow.ts';
import { SignInError } from './sign-in-error.tsx';

/** Account + password sign-in (spec `auth.loginByPassword`). Errors show inline, never as a toast. */
export function PasswordSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<'account' | 'password' | null>(null);
  const signIn = useMutation({
    mutationFn: async (input: { account: string; password: string }) => {
      await completeSignIn(await callApi('auth.loginByPassword', input, { silent: true }));
    },
    onSuccess: onSignedIn,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = account.trim();
    const gap = !trimmed ? 'account' : !password ? 'password' : null;
    setMissing(gap);
    if (gap) return;
    signIn.mutate({ account: trimmed, password });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor="sign-in-account">{t('form.account')}</Label>
        <Input
          id="sign-in-account"
          name="account"
          autoComplete="username"
          autoFocus
          value={account}
          onChange={(e) => setAccount(e.target.value)}
          placeholder={t('form.accountPlaceholder')}
          aria-invalid={missing === 'account' || undefined}
          className="h-10"
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="sign-in-password">{t('form.password')}</Label>
        <Input
          id="sign-in-password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          placeholder={t('form.passwordPlaceholder')}
          aria-invalid={missing === 'password' || undefined}
          className="h-10"
        />
      </div>
      {missing ? (
        <p role="alert" className="text-sm text-destructive">
          {t(missing === 'account' ? 'form.accountRequired' : 'form.passwordRequired')}
        </p>
      ) : (
        <SignInError error={signIn.error} />
      )}
      <Button type="submit" size="lg" disabled={signIn.isPending} className="mt-1 w-full">
        {signIn.isPending ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}
