import { syncAuthAcrossTabs } from '@/lib/auth/auth-store';
import { initI18n } from '@/lib/i18n';
import { startSignInPage } from './start-sign-in-page.tsx';
import '../index.css';

initI18n();
syncAuthAcrossTabs();
void startSignInPage(document.getElementById('root')!, (href) => window.location.replace(href));
