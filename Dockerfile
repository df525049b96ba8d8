# syntax=docker/dockerfile:1
# Tradeflow's production image (issue 24; README "Production"). Built in one stage; run in another
# with the production packages only, as a non-root user, under an init process, with a health check.
# No Docker daemon runs where this was written: scripts/build/checkImage.ts runs the same steps.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The apps into dist/, the server bundled into dist-server/ (plain Node runs it), then the
# devDependencies dropped, and the optional ones: the Node binary the scripts run on (the image
# has its own) and pg's Cloudflare socket, which Node never loads.
RUN npm run build && npm prune --omit=dev --omit=optional --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
# tini as PID 1: it hands SIGTERM to the server (which finishes its requests, passes its job lease
# on and closes the database) and reaps any child.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production PORT=8080 DATA_DIR=/data STATIC_ROOT=/app/dist
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
# The data folder: the embedded database when DATABASE_URL is unset, and uploaded images (a new
# volume mounted on /data/uploads takes its owner from here).
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
# The server itself, not npm: signals reach it.
CMD ["node", "dist-server/main.mjs"]
