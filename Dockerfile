# syntax=docker/dockerfile:1
# SafeSteps in production: `docker build -t safesteps .`, then see compose.yaml and the README.

# Build stage: every dependency, the web app's production build, then only runtime dependencies.
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

# Runtime stage: no compilers, no dev tools, not root.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app/node_modules ./node_modules
# The bundled server (dist/server) and the web build (dist/web), with the data files the server
# reads at start: the migrations it applies and the question banks.
COPY --from=build --chown=node:node /app/dist ./dist
COPY --chown=node:node package.json ./
COPY --chown=node:node server/db/migrations ./server/db/migrations
COPY --chown=node:node content ./content
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready means the database answers; a load balancer should use the same address.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains requests in flight, then exits 0 (node is PID 1 and handles the signal itself).
CMD ["node", "--enable-source-maps", "dist/server/main.mjs"]
