// Holds `count` quote streams open against `url` from a process of its own (so the server's CPU
// is the server's), counts the bytes they receive, and closes them all when told to on stdin.
import http from 'node:http'

const [url, count] = [process.argv[2], Number(process.argv[3])]
const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY })
const requests = []
let bytes = 0
let open = 0
for (let i = 0; i < count; i++) {
  const req = http.get(url, { agent }, (res) => {
    if (res.statusCode === 200) open++
    res.on('data', (chunk) => {
      bytes += chunk.length
    })
    res.on('error', () => {})
  })
  req.on('error', () => {})
  requests.push(req)
}
const report = setInterval(() => process.stdout.write(`${JSON.stringify({ open, bytes })}\n`), 1000)
process.stdin.on('data', () => {
  clearInterval(report)
  for (const req of requests) req.destroy()
  setTimeout(() => process.exit(0), 200)
})
