import '#web/admin/lib/zod-config.ts';
import { createRoot } from 'react-dom/client';
import { AdminApp } from '#web/admin/admin-app.tsx';
import '#web/admin/styles/admin.css';

createRoot(document.getElementById('admin-root')!).render(<AdminApp />);
