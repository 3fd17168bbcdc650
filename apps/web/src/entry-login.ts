import { startLogin } from '#web/admin/login/login-form.ts';
import '#web/admin/styles/login-document.css';

// The login screen is in the server's HTML; this small script only runs its two steps. The admin's
// own code (React and the screens) is not loaded here.
startLogin(document, { go: (address) => window.location.replace(address) });
