# Multi-stage build of web + api. Inside an image built with internet access Prisma's native
# engine can be downloaded, so migrations run with the real `prisma migrate deploy`.
FROM node:22-bookworm-slim AS build
ENV CI=true TURBO_TELEMETRY_DISABLED=1
RUN npm install -g pnpm@12.21.0
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build && pnpm prune --prod --config.ignore-scripts=true || true

FROM node:22-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
RUN npm install -g pnpm@12.21.0 && apt-get update && apt-get install -y --no-install-recommends openssl ca-certificates && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /var/lib/studychina/uploads && chown -R node:node /var/lib/studychina
USER node
EXPOSE 3000
CMD ["node", "apps/api/dist/server.js"]
