// Flips a feature flag in the database of BACKEND_DATA_DIR (default .data/backend, the one `npm start` uses);
// safe while the server runs (WAL). Run as `npm run flag -- <name> on|off`.
import { FLAG_NAMES } from '../../src/lib/api/schemas.ts';
import { loadConfig } from './config.ts';
import { prepareDatabase } from './db/database.ts';
import { isFlagName, readFlags, setFlag } from './flags.ts';

const [name, state] = process.argv.slice(2);
if (!name || !isFlagName(name) || (state !== 'on' && state !== 'off')) {
  console.error(`usage: npm run flag -- <${FLAG_NAMES.join('|')}> on|off`);
  process.exit(2);
}

const config = loadConfig();
const db = await prepareDatabase(config.dataDir);
setFlag(db, name, state === 'on');
console.log(JSON.stringify(readFlags(db)));
db.close();
