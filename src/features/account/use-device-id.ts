import { useEffect, useState } from 'react';
import { deviceId } from '../../runtime/storage/device-id.ts';

/**
 * This device's id, sent with sign-in and sign-up so the server merges its stars into the
 * account (§11): null while it is read, '' when it could not be.
 */
export function useDeviceId(): string | null {
  const [id, setId] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    deviceId().then(
      (value) => live && setId(value),
      // Never hold the form back: without an id, only this device's stars stay unmerged.
      () => live && setId(''),
    );
    return () => {
      live = false;
    };
  }, []);
  return id;
}
