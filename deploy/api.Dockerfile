# The API: one stateless process (run as many as needed behind the proxy, all on one PostgreSQL and one S3 bucket).
#   docker build -f deploy/api.Dockerfile -t portal-api .
# Settings: README "Deploy" (DATABASE_URL, CODE_SECRET, PUBLIC_URL, WHATSAPP_*, MOYASAR_*, S3_*, TRUST_PROXY...).
FROM node:20-slim AS build
RUN corepack enable
WORKDIR /repo
COPY . .
# Only the API and what it depends on (the contract), production dependencies only, into /out.
RUN pnpm install --frozen-lockfile --filter "@portal/api..." \
 && pnpm --filter @portal/api deploy --prod --legacy /out

FROM node:20-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8090 FILES_DIR=/app/files
WORKDIR /app
COPY --from=build --chown=node:node /out ./
# Local-folder file storage (FILES_STORAGE unset): one process only, or this folder on a volume shared by all.
RUN mkdir -p /app/files && chown node:node /app/files
USER node
EXPOSE 8090
# Alive (the API answers /api/health); a balancer or orchestrator probes readiness at /api/ready.
HEALTHCHECK --interval=10s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# TypeScript runs through tsx as a loader (one process: SIGTERM reaches the server itself).
CMD ["node", "--import", "tsx", "src/main.ts"]
