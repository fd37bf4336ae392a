// Checks the production stack description (no Docker engine runs on the test machines).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import yaml from 'js-yaml';

const root = new URL('../../docker/', import.meta.url);
const compose = yaml.load(readFileSync(new URL('compose.yaml', root), 'utf8'));
const nginx = readFileSync(new URL('nginx.conf', root), 'utf8');
const env = readFileSync(new URL('.env.example', root), 'utf8');

test('compose has the services of the design, each with a healthcheck', () => {
  const services = compose.services;
  for (const name of ['postgres', 'redis', 'api', 'web', 'nginx']) {
    assert.ok(services[name], `service ${name}`);
    assert.ok(services[name].healthcheck?.test, `${name} has a healthcheck`);
  }
  assert.match(services.postgres.image, /^postgres:16/);
  assert.ok(
    services.postgres.volumes.some((v) => v.includes('/var/lib/postgresql/data')),
    'postgres data on a volume',
  );
  assert.equal(services.api.deploy.replicas, 2, 'two API replicas');
  assert.equal(services.minio.profiles[0], 'minio', 'MinIO is optional');
});

test('startup order waits for healthy dependencies', () => {
  const s = compose.services;
  assert.equal(s.api.depends_on.postgres.condition, 'service_healthy');
  assert.equal(s.api.depends_on.redis.condition, 'service_healthy');
  assert.equal(s.web.depends_on.api.condition, 'service_healthy');
  assert.equal(s.nginx.depends_on.api.condition, 'service_healthy');
  assert.equal(s.nginx.depends_on.web.condition, 'service_healthy');
});

test('secrets have no defaults and the API runs in production mode with Redis', () => {
  const apiEnv = compose.services.api.environment;
  assert.equal(apiEnv.NODE_ENV, 'production');
  assert.match(apiEnv.JWT_SECRET, /:\?/, 'JWT_SECRET is required');
  assert.match(
    compose.services.postgres.environment.POSTGRES_PASSWORD,
    /:\?/,
    'POSTGRES_PASSWORD is required',
  );
  assert.match(apiEnv.REDIS_URL, /^redis:\/\/redis:6379/);
  for (const v of ['POSTGRES_PASSWORD', 'JWT_SECRET', 'S3_BUCKET', 'SMTP_URL'])
    assert.match(env, new RegExp(`^${v}=`, 'm'));
  assert.doesNotMatch(env, /^JWT_SECRET=\S/m, 'no JWT secret in the example');
});

test('nginx routes /api to the replicas and serves the panel and remotes statically', () => {
  assert.match(nginx, /upstream api \{[^}]*server api:3001/s);
  assert.match(nginx, /location \/api\/ \{[^}]*proxy_pass http:\/\/api;/s);
  assert.match(nginx, /proxy_next_upstream error timeout http_502 http_503;/);
  assert.match(nginx, /location ~ \^\/\(admin\|jobs-admin\)/);
  assert.match(nginx, /location \^~ \/admin-remotes\//);
  assert.match(nginx, /try_files \$uri \$uri\/index\.html @ssr;/);
  assert.match(nginx, /immutable/);
  assert.match(nginx, /no-cache/);
  assert.match(nginx, /client_max_body_size 6m;/);
  assert.match(nginx, /frame-ancestors 'none'/);
  assert.match(nginx, /gzip on;/);
});

test('images run as a non-root user', () => {
  for (const f of ['Dockerfile.api', 'Dockerfile.web']) {
    const text = readFileSync(new URL(f, root), 'utf8');
    assert.match(text, /^USER node$/m, `${f} drops root`);
    assert.match(text, /AS build/);
  }
});
