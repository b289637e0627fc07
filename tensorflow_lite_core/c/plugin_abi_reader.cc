#include "tensorflow_lite_core/c/plugin_abi_reader.h"

#include <dlfcn.h>
#include <elf.h>
#include <link.h>

#include <cstring>

#include "tensorflow_lite_core/platform/elf_file.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

// The version 1 layout: struct_size and abi_version. Version 2 appended min_core_abi_version.
constexpr size_t kVersion1Size = 2 * sizeof(uint32_t);
constexpr size_t kMinCoreFieldEnd = 3 * sizeof(uint32_t);

uint32_t ReadUint32(const char* bytes) {
  uint32_t value;
  std::memcpy(&value, bytes, sizeof(value));
  return value;
}

}  // namespace

Status ParseDeclaredPluginAbi(const void* bytes, size_t available, DeclaredPluginAbi* abi) {
  *abi = DeclaredPluginAbi();
  if (available < kVersion1Size) {
    return errors::InvalidArgument(kPluginAbiSymbol, " is ", available,
                                   " bytes, smaller than the ", kVersion1Size,
                                   " bytes of its first version");
  }
  const char* data = static_cast<const char*>(bytes);
  const uint32_t struct_size = ReadUint32(data);
  if (struct_size < kVersion1Size || struct_size > available) {
    return errors::InvalidArgument(kPluginAbiSymbol, " has struct_size ", struct_size,
                                   ", but it must be between ", kVersion1Size, " and its ",
                                   available, " bytes");
  }
  abi->declared = true;
  abi->struct_size = struct_size;
  abi->abi_version = ReadUint32(data + sizeof(uint32_t));
  abi->min_core_abi_version = struct_size >= kMinCoreFieldEnd
                                  ? ReadUint32(data + 2 * sizeof(uint32_t))
                                  : abi->abi_version;
  return OkStatus();
}

Status ReadDeclaredPluginAbi(const std::string& filename, DeclaredPluginAbi* abi) {
  *abi = DeclaredPluginAbi();
  const MappedFile file(filename);
  if (file.data() == nullptr) return OkStatus();
  const ElfImage image(file.data(), file.size());

  Elf64_Ehdr header;
  if (!image.Header(&header) || header.e_shoff == 0 || header.e_shentsize != sizeof(Elf64_Shdr)) {
    return OkStatus();
  }
  Elf64_Shdr symbols;
  bool found_symbols = false;
  for (uint64_t i = 0; i < header.e_shnum && !found_symbols; ++i) {
    found_symbols = image.Section(header, i, &symbols) && symbols.sh_type == SHT_DYNSYM;
  }
  Elf64_Shdr names;
  if (!found_symbols || !image.Section(header, symbols.sh_link, &names)) return OkStatus();

  const uint64_t count = symbols.sh_size / sizeof(Elf64_Sym);
  for (uint64_t i = 0; i < count; ++i) {
    Elf64_Sym symbol;
    if (!image.Read(symbols.sh_offset + i * sizeof(Elf64_Sym), &symbol)) break;
    if (symbol.st_shndx == SHN_UNDEF || !image.NameIs(names, symbol.st_name, kPluginAbiSymbol)) {
      continue;
    }
    Elf64_Shdr holder;
    if (symbol.st_shndx >= SHN_LORESERVE || !image.Section(header, symbol.st_shndx, &holder) ||
        holder.sh_type == SHT_NOBITS || symbol.st_value < holder.sh_addr ||
        symbol.st_value - holder.sh_addr > holder.sh_size ||
        holder.sh_size - (symbol.st_value - holder.sh_addr) < symbol.st_size) {
      return errors::InvalidArgument(kPluginAbiSymbol,
                                     " is not an initialized constant in the file");
    }
    const char* contents =
        image.At(holder.sh_offset + (symbol.st_value - holder.sh_addr), symbol.st_size);
    if (contents == nullptr) {
      return errors::InvalidArgument(kPluginAbiSymbol, " lies outside the file");
    }
    return ParseDeclaredPluginAbi(contents, symbol.st_size, abi);
  }
  return OkStatus();
}

Status ReadLoadedPluginAbi(void* handle, DeclaredPluginAbi* abi) {
  *abi = DeclaredPluginAbi();
  if (handle == nullptr) return errors::InvalidArgument("No library handle given");
  void* address = dlsym(handle, kPluginAbiSymbol);
  if (address == nullptr) return OkStatus();
  // The symbol's size bounds what may be read from its address.
  Dl_info info;
  void* entry = nullptr;
  if (dladdr1(address, &info, &entry, RTLD_DL_SYMENT) == 0 || entry == nullptr) {
    return errors::InvalidArgument("The size of ", kPluginAbiSymbol, " is unknown");
  }
  return ParseDeclaredPluginAbi(address, static_cast<const ElfW(Sym)*>(entry)->st_size, abi);
}

}  // namespace tensorflow
