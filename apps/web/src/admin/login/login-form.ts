import { returnPath } from '@restaurant/contract/admin-paths.ts';
import { loginFailure, WORDS } from '#web/admin/login/login-words.ts';

/** What the login does besides the page: where it goes once logged in (a new document). */
type Surroundings = { go: (address: string) => void };

const element = <T extends HTMLElement>(root: ParentNode, selector: string) =>
  root.querySelector<T>(selector)!;

/** A message under a field (or none), read out as it appears. */
function showFieldError(input: HTMLInputElement, message: string | undefined): void {
  const id = `${input.id}-error`;
  input.ownerDocument.getElementById(id)?.remove();
  if (!message) {
    input.removeAttribute('aria-invalid');
    input.removeAttribute('aria-describedby');
    return;
  }
  const error = input.ownerDocument.createElement('p');
  Object.assign(error, { id, className: 'field__error', textContent: message });
  error.setAttribute('role', 'alert');
  input.parentElement!.append(error);
  input.setAttribute('aria-invalid', 'true');
  input.setAttribute('aria-describedby', id);
}

/**
 * Brings the server's login screen (`login-screen.tsx`) to life: the credentials step checks that
 * both are given, the code step sends all three to the API and, once logged in, opens the admin
 * address the login was asked from. When the credentials are in, the admin's code is fetched
 * into the browser's cache, so the admin starts at once after the login.
 */
export function startLogin(root: Document, surroundings: Surroundings): void {
  const credentials = element<HTMLFormElement>(root, '#login-credentials');
  const codeStep = element<HTMLFormElement>(root, '#login-code');
  const username = element<HTMLInputElement>(root, '#username');
  const password = element<HTMLInputElement>(root, '#password');
  const code = element<HTMLInputElement>(root, '#code');
  const codeLabel = element<HTMLLabelElement>(root, 'label[for="code"]');
  const hint = element<HTMLParagraphElement>(codeStep, '.field__hint');
  const recoveryToggle = element<HTMLButtonElement>(root, '#login-recovery');
  const submit = element<HTMLButtonElement>(codeStep, 'button[type="submit"]');
  const failureSlot = element<HTMLDivElement>(root, '#login-failure');
  // A lost phone: a one-time recovery code goes in the same field.
  let recovery = false;

  const showFailure = (message: string | undefined) => {
    failureSlot.replaceChildren();
    if (!message) return;
    const failure = root.createElement('p');
    Object.assign(failure, { className: 'form-error', textContent: message });
    failure.setAttribute('role', 'alert');
    failureSlot.append(failure);
  };

  const showStep = (step: 'credentials' | 'code') => {
    credentials.hidden = step !== 'credentials';
    codeStep.hidden = step !== 'code';
    code.value = '';
    if (step === 'code') code.focus();
  };

  const showCodeKind = () => {
    const words = recovery ? WORDS.recovery : WORDS.totp;
    codeLabel.textContent = words.label;
    hint.textContent = words.hint;
    recoveryToggle.textContent = words.toggle;
    code.inputMode = recovery ? 'text' : 'numeric';
    code.autocomplete = recovery ? 'off' : 'one-time-code';
    code.maxLength = recovery ? 11 : 6;
  };

  credentials.addEventListener('submit', (event) => {
    event.preventDefault();
    const usernameMissing = !username.value.trim();
    showFieldError(username, usernameMissing ? WORDS.missing.username : undefined);
    showFieldError(password, password.value ? undefined : WORDS.missing.password);
    showFailure(undefined);
    if (usernameMissing || !password.value) return;
    // The prefetches the document lists: moved into the head once, the list is empty after.
    const adminCode = root.querySelector<HTMLTemplateElement>('#admin-code');
    if (adminCode) root.head.append(adminCode.content);
    showStep('code');
  });

  code.addEventListener('input', () => {
    code.value = code.value.replace(recovery ? /[^A-Za-z0-9-]/g : /\D/g, '');
  });

  codeStep.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!code.value.trim()) return showFieldError(code, WORDS.missing.code);
    showFieldError(code, undefined);
    submit.disabled = true;
    void send().finally(() => {
      submit.disabled = false;
    });
  });

  async function send(): Promise<void> {
    const body = {
      username: username.value.trim(),
      password: password.value,
      twoFactorCode: code.value.trim(),
    };
    const response = await fetch('/api/auth/login', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => undefined);
    if (response?.ok) {
      surroundings.go(returnPath(new URLSearchParams(root.location.search).get('from')));
      return;
    }
    const retryAfter = response?.headers.get('retry-after');
    showFailure(loginFailure(response?.status ?? 0, retryAfter ? Number(retryAfter) : undefined));
    code.value = '';
  }

  recoveryToggle.addEventListener('click', () => {
    recovery = !recovery;
    showCodeKind();
    code.value = '';
    code.focus();
  });

  element<HTMLButtonElement>(root, '#login-back').addEventListener('click', () => {
    showFailure(undefined);
    showFieldError(code, undefined);
    showStep('credentials');
  });

  element<HTMLButtonElement>(credentials, 'button[type="submit"]').disabled = false;
}
