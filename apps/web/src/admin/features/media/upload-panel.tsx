import { useRef, useState, type ChangeEvent } from 'react';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '@restaurant/contract/limits.ts';
import { useToast } from '#web/admin/components/toast.tsx';
import { useUploadMedia } from '#web/admin/features/media/api.ts';
import { ApiError } from '#web/admin/lib/api-client.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';
const LIMITS = `legfeljebb ${UPLOAD_MAX_BYTES / 1024 / 1024} MB és ${UPLOAD_MAX_PIXELS / 1_000_000} megapixel`;

function uploadError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 415) return 'Csak JPEG, PNG, WebP vagy AVIF kép tölthető fel.';
    if (error.status === 413) return `A kép túl nagy (${LIMITS}).`;
    if (error.status === 400) return 'A kép nem olvasható: sérült vagy hiányos fájl.';
  }
  return 'Hiba történt a feltöltés közben.';
}

/** Uploads pictures from the phone's camera or from files, one after the other, with progress. */
export function UploadPanel() {
  const uploadMedia = useUploadMedia();
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const camera = useRef<HTMLInputElement>(null);
  const files = useRef<HTMLInputElement>(null);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    setError(null);
    for (const file of chosen) {
      if (file.size > UPLOAD_MAX_BYTES) {
        setError(`${file.name}: a kép túl nagy (${LIMITS}).`);
        continue;
      }
      setProgress(0);
      try {
        await uploadMedia.mutateAsync({ file, onProgress: setProgress });
        toast('Feltöltve');
      } catch (cause) {
        setError(`${file.name}: ${uploadError(cause)}`);
      }
    }
    setProgress(null);
  };

  const busy = progress !== null;
  return (
    <section className="upload-panel" aria-labelledby="upload-title">
      <h2 id="upload-title">Kép feltöltése</h2>
      <p className="field__hint">
        JPEG, PNG, WebP vagy AVIF, {LIMITS}. A képet a rendszer elforgatja, kicsinyíti és minden
        metaadatát (pl. GPS-helyet) eltávolítja.
      </p>
      <div className="upload-panel__buttons">
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy}
          onClick={() => camera.current?.click()}
        >
          Fénykép készítése
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          disabled={busy}
          onClick={() => files.current?.click()}
        >
          Kép kiválasztása
        </button>
        <input
          ref={camera}
          className="visually-hidden"
          type="file"
          accept={ACCEPT}
          capture="environment"
          tabIndex={-1}
          aria-label="Fénykép készítése"
          onChange={(event) => void onFiles(event)}
        />
        <input
          ref={files}
          className="visually-hidden"
          type="file"
          accept={ACCEPT}
          multiple
          tabIndex={-1}
          aria-label="Kép kiválasztása"
          data-testid="media-file-input"
          onChange={(event) => void onFiles(event)}
        />
      </div>
      {busy ? (
        <div className="upload-panel__progress" role="status">
          <progress value={progress} max={1} aria-label="Feltöltés" />
          <span>
            Feltöltés: {Math.round(progress * 100)}%{progress === 1 ? ' – feldolgozás...' : ''}
          </span>
        </div>
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
