#!/bin/sh
# Entrypoint step of the proxy (runs before nginx starts, /docker-entrypoint.d): one `server` line per API process
# named in API_UPSTREAMS ("api-1:8090 api-2:8090"), a failed one left out for 5 s.
set -eu
: > /etc/nginx/conf.d/portal-upstreams.inc
for upstream in ${API_UPSTREAMS}; do
  echo "server ${upstream} max_fails=1 fail_timeout=5s;" >> /etc/nginx/conf.d/portal-upstreams.inc
done
