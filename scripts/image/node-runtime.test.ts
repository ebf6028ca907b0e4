// Reading ldd: which files of this machine's Node runtime go into the image, at which paths.
import { describe, expect, it } from 'vitest';
import { readLdd } from './node-runtime.ts';

const glibcNode = `	linux-vdso.so.1 (0x00007ffd0d5f2000)
	libdl.so.2 => /lib/x86_64-linux-gnu/libdl.so.2 (0x00007f98a6937000)
	libstdc++.so.6 => /lib/x86_64-linux-gnu/libstdc++.so.6 (0x00007f98a6600000)
	libc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x00007f98a641e000)
	/lib64/ld-linux-x86-64.so.2 (0x00007f98a6950000)
`;

describe('readLdd', () => {
  it('lists each library at the path the loader resolved, and the loader itself', () => {
    expect(readLdd(glibcNode)).toEqual({
      ok: true,
      libraries: ['/lib/x86_64-linux-gnu/libdl.so.2', '/lib/x86_64-linux-gnu/libstdc++.so.6', '/lib/x86_64-linux-gnu/libc.so.6', '/lib64/ld-linux-x86-64.so.2'],
    });
  });

  it('skips the vDSO, which the kernel provides and no file holds', () => {
    const reading = readLdd(glibcNode);
    expect(reading.ok && reading.libraries.some((path) => path.includes('vdso'))).toBe(false);
  });

  it('refuses a runtime with a library ldd could not find, naming it', () => {
    expect(readLdd(`${glibcNode}\tlibicuuc.so.72 => not found\n`)).toEqual({ ok: false, reason: 'node needs libraries this machine lacks: libicuuc.so.72' });
  });

  it('reads a musl-style listing without load addresses', () => {
    const musl = '\t/lib/ld-musl-x86_64.so.1 (0x7f1c2a0e5000)\n\tlibstdc++.so.6 => /usr/lib/libstdc++.so.6 (0x7f1c29e8e000)\n\tlibc.musl-x86_64.so.1 => /lib/ld-musl-x86_64.so.1\n';
    expect(readLdd(musl)).toEqual({ ok: true, libraries: ['/lib/ld-musl-x86_64.so.1', '/usr/lib/libstdc++.so.6'] });
  });

  it('has nothing to add for a statically linked binary', () => {
    expect(readLdd('\tstatically linked\n')).toEqual({ ok: true, libraries: [] });
  });
});
