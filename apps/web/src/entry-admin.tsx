import { createRoot } from 'react-dom/client';
import { AdminApp } from '#web/app/admin/admin-app.tsx';
import '#web/styles/admin.css';

createRoot(document.getElementById('admin-root')!).render(<AdminApp />);
