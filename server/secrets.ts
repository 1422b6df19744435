import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const SecretsFile = z.object({ dataEncryptionKey: z.string() });

/**
 * The key that seals children's details. From DATA_ENCRYPTION_KEY when set; otherwise generated
 * once into DATA_DIR/secrets.json (mode 0600) so the embedded default keeps its data readable
 * across restarts.
 */
export function loadDataEncryptionKey(options: { fromEnv: Buffer | undefined; dataDir: string }): Buffer {
  if (options.fromEnv) return options.fromEnv;
  const path = join(options.dataDir, 'secrets.json');
  if (existsSync(path)) {
    return Buffer.from(SecretsFile.parse(JSON.parse(readFileSync(path, 'utf8'))).dataEncryptionKey, 'base64');
  }
  mkdirSync(options.dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(path, JSON.stringify({ dataEncryptionKey: key.toString('base64') }, null, 2), { mode: 0o600 });
  chmodSync(path, 0o600);
  return key;
}
