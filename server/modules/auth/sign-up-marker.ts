import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_LINK_HOURS } from '../../../contract/auth.ts';
import type { Clock } from '../../clock.ts';

export const SIGN_UP_MARKER_LIFETIME_MS = VERIFICATION_LINK_HOURS * 60 * 60 * 1000;

/**
 * The mark a browser gets when it signs up: proof, on verification, that this browser asked for
 * the account. Only that browser is signed in by the e-mailed link; any other browser that opens
 * it (one an attacker sent the link to, to sign its owner into the attacker's account) verifies
 * the address and signs no one in.
 *
 * The value is `<expiry in ms>.<HMAC of the lower-cased address and the expiry>`: it lasts as long
 * as a verification link, names no address, and cannot be made for another address without the
 * server's key. It is keyed by the address rather than by a stored row so that a sign-up with an
 * address that already has an account gets a marker just like a new one (the answer must not
 * tell them apart), and nothing needs storing or purging.
 */
export interface SignUpMarkers {
  /** A marker for a browser that has just signed up with EMAIL. */
  issue(email: string): string;
  /** Whether VALUE is a live marker made for EMAIL. */
  isFor(value: string | undefined, email: string): boolean;
  /** Whether VALUE is a live, well-formed marker for some address (the page's question: did I sign up here?). */
  isLive(value: string | undefined): boolean;
}

/** Derived from the data key, so the marker needs no secret of its own; a different label, a different key. */
export function signUpMarkerKey(dataKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'safesteps sign-up marker', 32));
}

const MARKER = /^(\d{1,15})\.([\w-]{43})$/;

export function createSignUpMarkers(key: Buffer, clock: Clock): SignUpMarkers {
  const mac = (email: string, expiresAtMs: string) =>
    createHmac('sha256', key).update(`${email.toLowerCase()}\n${expiresAtMs}`).digest('base64url');

  function parse(value: string | undefined): { expiresAtMs: string; mac: string } | undefined {
    const match = value === undefined ? null : MARKER.exec(value);
    if (!match?.[1] || !match[2]) return undefined;
    if (Number(match[1]) <= clock().getTime()) return undefined;
    return { expiresAtMs: match[1], mac: match[2] };
  }

  return {
    issue(email) {
      const expiresAtMs = String(clock().getTime() + SIGN_UP_MARKER_LIFETIME_MS);
      return `${expiresAtMs}.${mac(email, expiresAtMs)}`;
    },
    isFor(value, email) {
      const marker = parse(value);
      if (!marker) return false;
      const expected = Buffer.from(mac(email, marker.expiresAtMs));
      const presented = Buffer.from(marker.mac);
      return expected.length === presented.length && timingSafeEqual(expected, presented);
    },
    isLive(value) {
      return parse(value) !== undefined;
    },
  };
}
