import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createTemplate, dropTemplate } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDumpPath: string;
    templateUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const template = await createTemplate();
  let dumpPath = '';
  if (template.dump) {
    dumpPath = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'console-test-')), 'template.tar');
    await fs.writeFile(dumpPath, Buffer.from(await template.dump.arrayBuffer()));
  }
  project.provide('templateDumpPath', dumpPath);
  project.provide('templateUrl', template.url ?? '');
  return async () => {
    if (dumpPath) await fs.rm(path.dirname(dumpPath), { recursive: true, force: true });
    await dropTemplate();
  };
}
