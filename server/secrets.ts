import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';

const SecretsFile = z.object({ dataEncryptionKey: z.string().optional(), mailboxKey: z.string().optional() });
type SecretName = keyof z.infer<typeof SecretsFile>;

/**
 * A secret kept in DATA_DIR/secrets.json (mode 0600), generated the first time it is asked for, so
 * the embedded defaults work with no setup and stay the same across restarts.
 */
function readOrCreateSecret(dataDir: string, name: SecretName, create: () => string): string {
  const path = join(dataDir, 'secrets.json');
  const secrets = existsSync(path) ? SecretsFile.parse(JSON.parse(readFileSync(path, 'utf8'))) : {};
  const existing = secrets[name];
  if (existing) return existing;
  const value = create();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path, JSON.stringify({ ...secrets, [name]: value }, null, 2), { mode: 0o600 });
  chmodSync(path, 0o600);
  return value;
}

/** The key that seals children's details: DATA_ENCRYPTION_KEY when set, else the data folder's own. */
export function loadDataEncryptionKey(options: { fromEnv: Buffer | undefined; dataDir: string }): Buffer {
  if (options.fromEnv) return options.fromEnv;
  return Buffer.from(
    readOrCreateSecret(options.dataDir, 'dataEncryptionKey', () => randomBytes(32).toString('base64')),
    'base64',
  );
}

/**
 * The key that opens /dev/mailbox. The outbox holds reset links, so only someone who can read the
 * server's start-up log or its data folder may read it.
 */
export function loadMailboxKey(dataDir: string): string {
  return readOrCreateSecret(dataDir, 'mailboxKey', () => randomBytes(32).toString('base64url'));
}
