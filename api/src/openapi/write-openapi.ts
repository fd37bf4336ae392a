// Writes api/openapi.json from the module graph (preview mode: no database needed).
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument } from '../app.factory';
import { AppModule } from '../app.module';
import { buildConfig } from '../platform/config/app-config';
import { parseEnv } from '../platform/config/env';

export async function generateOpenApi(): Promise<string> {
  const config = buildConfig(
    parseEnv({
      NODE_ENV: 'test',
      DATABASE_URL: 'postgres://preview@127.0.0.1:1/preview',
      JWT_SECRET: 'preview-only-secret-not-used-for-anything-0000',
      LOG_LEVEL: 'silent',
    }),
  );
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  app.setGlobalPrefix('api');
  const doc = buildOpenApiDocument(app);
  await app.close();
  return JSON.stringify(doc, null, 2) + '\n';
}

if (require.main === module) {
  const out = process.argv[2] ?? join(__dirname, '..', '..', 'openapi.json');
  generateOpenApi().then(
    (json) => {
      writeFileSync(out, json);
      process.stdout.write(`wrote ${out}\n`);
    },
    (e: unknown) => {
      process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
      process.exit(1);
    },
  );
}
