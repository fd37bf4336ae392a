#!/bin/sh
# Renders the edge's nginx configuration into $EDGE_RUN_DIR/nginx.conf and prints its path.
# The image runs this at every start; tests/edge/ runs it too, so both use one file.
#   EDGE_LISTEN      port (or address:port) nginx listens on
#   EDGE_API         host:port of the API replicas (a name that resolves to all of them)
#   EDGE_WEB         host:port of the SSR web server
#   EDGE_RESOLVER    DNS server that resolves those names (Docker: 127.0.0.11)
#   EDGE_ROOT        folder with public/, admin/ and admin-remotes/<tab>/
#   EDGE_CONF_DIR    folder with this script's snippets (proxy.conf, security-headers*.conf)
#   EDGE_RUN_DIR     writable folder for the rendered file, the pid and temporary files
#   EDGE_STATUS_LISTEN  port (or address:port) of the status listener, /nginx_status (default 8081)
#   TRUSTED_PROXIES  addresses or CIDRs of load balancers in front (comma- or space-separated)
#   EDGE_TEMPLATE    another template to render (default: the one beside this script)
set -eu
here=$(dirname "$0")
template=${EDGE_TEMPLATE:-$here/nginx.conf.template}
for v in EDGE_LISTEN EDGE_API EDGE_WEB EDGE_RESOLVER EDGE_ROOT EDGE_CONF_DIR EDGE_RUN_DIR; do
  eval "value=\${$v:-}"
  if [ -z "$value" ]; then echo "render.sh: $v is not set" >&2; exit 64; fi
done

EDGE_REAL_IP_FROM=''
EDGE_TRUSTED_GEO=''
for proxy in $(printf '%s' "${TRUSTED_PROXIES:-}" | tr ',' ' '); do
  case "$proxy" in
    *[!0-9A-Fa-f:./]* | '')
      echo "render.sh: TRUSTED_PROXIES: '$proxy' is not an IP address or CIDR" >&2
      exit 64 ;;
  esac
  EDGE_REAL_IP_FROM="$EDGE_REAL_IP_FROM  set_real_ip_from $proxy;
"
  EDGE_TRUSTED_GEO="$EDGE_TRUSTED_GEO    $proxy 1;
"
done
EDGE_STATUS_LISTEN=${EDGE_STATUS_LISTEN:-8081}
export EDGE_REAL_IP_FROM EDGE_TRUSTED_GEO EDGE_STATUS_LISTEN

mkdir -p "$EDGE_RUN_DIR"
# Only these names are replaced: nginx's own $variables stay as they are.
envsubst '${EDGE_LISTEN} ${EDGE_STATUS_LISTEN} ${EDGE_API} ${EDGE_WEB} ${EDGE_RESOLVER} ${EDGE_ROOT} ${EDGE_CONF_DIR} ${EDGE_RUN_DIR} ${EDGE_REAL_IP_FROM} ${EDGE_TRUSTED_GEO}' \
  < "$template" > "$EDGE_RUN_DIR/nginx.conf"
echo "$EDGE_RUN_DIR/nginx.conf"
