import * as migration_20261121_180550_initial from './20261121_180550_initial';

export const migrations = [
  {
    up: migration_20261121_180550_initial.up,
    down: migration_20261121_180550_initial.down,
    name: '20261121_180550_initial'
  },
];
