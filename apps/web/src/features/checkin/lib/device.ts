/**
 * This phone as a door device (docs/product.md#door-check-in): a random id made once, and the name the staff give
 * it (정문, 후문), kept in localStorage so scans made before and after a reload name the same device.
 */
const KEY = 'moa.checkin.device';

export interface Device {
  id: string;
  label: string;
}

function randomId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function loadDevice(): Device {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Device> | null;
    if (saved?.id && /^[A-Za-z0-9_-]{8,64}$/.test(saved.id))
      return { id: saved.id, label: saved.label ?? '' };
  } catch {
    // a damaged entry: a new device
  }
  const device = { id: randomId(), label: '' };
  saveDevice(device);
  return device;
}

export function saveDevice(device: Device): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(device));
  } catch {
    // storage refused (private mode): the id lives as long as the page
  }
}

/** A scan's own id: sent again by a retry or a sync, the server counts it once. */
export function newScanId(): string {
  return randomId();
}
