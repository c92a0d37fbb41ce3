import * as migration_20261121_181925_initial from './20261121_181925_initial';

export const migrations = [
  {
    up: migration_20261121_181925_initial.up,
    down: migration_20261121_181925_initial.down,
    name: '20261121_181925_initial'
  },
];
