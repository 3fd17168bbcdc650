import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

const ToastContext = createContext<(message: string) => void>(() => undefined);

/** Short confirmations ("Mentve", "Törölve") announced politely and gone after a few seconds. */
export function ToastProvider(props: { children: ReactNode }) {
  const [message, setMessage] = useState<{ text: string; id: number } | null>(null);
  const show = useCallback((text: string) => {
    const id = Date.now();
    setMessage({ text, id });
    setTimeout(() => setMessage((current) => (current?.id === id ? null : current)), 4000);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {props.children}
      <div className="toast-region" role="status" aria-live="polite">
        {message ? <div className="toast">{message.text}</div> : null}
      </div>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
