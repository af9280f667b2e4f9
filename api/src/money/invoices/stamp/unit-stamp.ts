import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { StampSource } from '../../../platform/config/einvoicing-config';
import { createDevelopmentIdentity } from './development-certificate';
import { loadStampIdentity, type StampIdentity } from './stamp-identity';

// The unit's signing identity for this process: the configured certificate and key, or (outside production) the
// development certificate, generated at first use into the data folder and reused after, so a restart of
// `npm start` signs with the same certificate. Loaded once per source.

const loaded = new Map<string, StampIdentity>();

const PEM_BLOCK = /-----BEGIN ([A-Z ]+)-----[\s\S]+?-----END \1-----/g;

/** The key and certificate written into one PEM file (readable by openssl as both). */
function developmentFileText(identity: StampIdentity): string {
  const key = identity.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return `${key.trim()}\n${identity.certificate.toString().trim()}\n`;
}

function readDevelopmentFile(file: string): StampIdentity {
  const blocks = readFileSync(file, 'utf8').match(PEM_BLOCK) ?? [];
  const key = blocks.find((block) => block.includes('PRIVATE KEY'));
  const certificate = blocks.find((block) => block.includes('CERTIFICATE'));
  if (!key || !certificate) throw new Error(`${file} lacks a private key or a certificate`);
  return loadStampIdentity(certificate, key);
}

/** Creates the file unless another process did first (a hard link fails on an existing name): first one wins. */
function developmentIdentity(file: string, unit: string): StampIdentity {
  try {
    return readDevelopmentFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(draft, developmentFileText(createDevelopmentIdentity(unit)), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readDevelopmentFile(file);
}

export function unitStampIdentity(source: StampSource, unit: string): StampIdentity {
  const cacheKey = source.kind === 'configured' ? source.certificatePem : `${source.file}|${unit}`;
  let identity = loaded.get(cacheKey);
  if (!identity) {
    identity =
      source.kind === 'configured'
        ? loadStampIdentity(source.certificatePem, source.privateKeyPem)
        : developmentIdentity(source.file, unit);
    loaded.set(cacheKey, identity);
  }
  return identity;
}
