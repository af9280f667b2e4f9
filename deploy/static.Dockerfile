# One front-end app, built and served alone, so each team ships its remote on its own:
#   docker build -f deploy/static.Dockerfile --build-arg APP=mf-orders -t portal-mf-orders .
# APP: shell or one of the mf-* folders. Served by unprivileged nginx on 8080 with the portal's caching and security
# headers (deploy/nginx/portal); the shell's image also needs REMOTE_ORIGINS and a mounted /etc/portal/modules.json.
ARG APP=shell

FROM node:20-slim AS build
ARG APP
RUN corepack enable
WORKDIR /repo
COPY . .
RUN pnpm install --frozen-lockfile --filter "@portal/${APP}..." \
 && pnpm --filter "@portal/${APP}" build

FROM nginxinc/nginx-unprivileged:1.27-alpine
ARG APP
COPY deploy/nginx/static-nginx.conf /etc/nginx/nginx.conf
COPY deploy/nginx/portal/ /etc/nginx/portal/
# The shell is the host (SPA fallback, the portal's CSP); every other app is a remote (CORS, no fallback).
COPY deploy/nginx/templates/ /tmp/portal-templates/
USER root
RUN if [ "$APP" = "shell" ]; then kind=host; else kind=remote; fi \
 && mkdir -p /etc/nginx/templates \
 && cp "/tmp/portal-templates/${kind}.conf.template" /etc/nginx/templates/default.conf.template \
 && rm -rf /tmp/portal-templates /etc/nginx/conf.d/default.conf \
 && chown -R nginx /etc/nginx/conf.d
USER nginx
COPY --from=build --chown=nginx /repo/${APP}/dist /usr/share/nginx/html
EXPOSE 8080
