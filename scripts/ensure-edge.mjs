// What the edge test runs, from Debian's packages: nginx with the brotli modules (the same
// packages the edge image installs), envsubst (render.sh) and dnsmasq (a DNS server standing
// in for Docker's, so the test can add and remove API replicas behind one name).
import { ensureDebianPackages } from './ensure-debian-packages.mjs';

export const EDGE_PACKAGES = [
  { name: 'nginx', file: '/usr/sbin/nginx' },
  {
    name: 'libnginx-mod-http-brotli-filter',
    file: '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
  },
  {
    name: 'libnginx-mod-http-brotli-static',
    file: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  },
  { name: 'gettext-base', file: '/usr/bin/envsubst' },
  { name: 'dnsmasq-base', file: '/usr/sbin/dnsmasq' },
];

export function ensureEdgeTools() {
  ensureDebianPackages(EDGE_PACKAGES);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureEdgeTools();
