import { textSearch } from '@/lib/router/search-schema';

/** The query of the module sign-in screens: where to go after, and the workplace-chat provider's answer. */
export const signInSearch = textSearch({ redirect: 2000, code: 512, state: 256 });

/** The query of the password-only sign-in and of the role choice. */
export const redirectSearch = textSearch({ redirect: 2000 });
