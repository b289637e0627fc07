#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "tensorflow_lite_core/framework/op_def_spec_parser.h"
#include "tensorflow_lite_core/framework/op_def_util.h"
#include "tensorflow_lite_core/platform/scanner.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace op_def_spec {
namespace {

using strings::StrAppend;
using strings::StrCat;

// "name:" opening a paragraph.
bool IsDocNameColon(std::string_view line) {
  std::string_view name;
  return ConsumeAttrName(&line, &name);
}

std::vector<std::string_view> SplitLines(std::string_view text) {
  std::vector<std::string_view> lines;
  lines.reserve(std::count(text.begin(), text.end(), '\n') + 1);
  while (true) {
    const size_t newline = text.find('\n');
    lines.push_back(text.substr(0, newline));
    if (newline == std::string_view::npos) break;
    text.remove_prefix(newline + 1);
  }
  return lines;
}

std::string JoinLines(const std::vector<std::string_view>& lines, size_t begin, size_t end) {
  std::string joined;
  size_t size = 0;
  for (size_t i = begin; i < end; ++i) size += lines[i].size() + 1;
  joined.reserve(size);
  for (size_t i = begin; i < end; ++i) {
    if (i > begin) joined.push_back('\n');
    StrAppend(&joined, lines[i]);
  }
  return joined;
}

size_t LeadingSpaces(std::string_view line) {
  size_t count = 0;
  while (count < line.size() && line[count] == ' ') ++count;
  return count;
}

}  // namespace

void ParseDoc(std::string_view text, OpDef* op_def, std::vector<std::string>* errors) {
  std::vector<std::string_view> lines = SplitLines(text);
  for (std::string_view& line : lines) strings::RemoveTrailingWhitespace(&line);

  size_t l = 0;
  while (l < lines.size() && lines[l].empty()) ++l;
  if (l < lines.size()) op_def->set_summary(std::string(lines[l++]));
  while (l < lines.size() && lines[l].empty()) ++l;

  const size_t description_begin = l;
  while (l < lines.size() && !IsDocNameColon(lines[l])) ++l;
  size_t description_end = l;
  while (description_end > description_begin && lines[description_end - 1].empty()) {
    --description_end;
  }
  std::string description = JoinLines(lines, description_begin, description_end);
  if (!description.empty()) op_def->set_description(std::move(description));

  std::vector<std::string_view> paragraph;  // reused: one allocation for all paragraphs
  paragraph.reserve(lines.size() - l);
  while (l < lines.size()) {
    paragraph.clear();
    std::string_view first_line = lines[l++];
    std::string_view name;
    ConsumeAttrName(&first_line, &name);
    paragraph.push_back(first_line);
    while (l < lines.size() && !IsDocNameColon(lines[l])) paragraph.push_back(lines[l++]);
    while (!paragraph.empty() && paragraph.back().empty()) paragraph.pop_back();

    size_t min_indent = std::string_view::npos;
    for (size_t i = 1; i < paragraph.size(); ++i) {
      if (!paragraph[i].empty()) min_indent = std::min(min_indent, LeadingSpaces(paragraph[i]));
    }
    for (size_t i = 1; i < paragraph.size(); ++i) {
      if (!paragraph[i].empty()) paragraph[i].remove_prefix(min_indent);
    }
    std::string paragraph_text = JoinLines(paragraph, 0, paragraph.size());

    bool found = false;
    for (auto* args : {op_def->mutable_input_arg(), op_def->mutable_output_arg()}) {
      for (OpDef::ArgDef& arg : *args) {
        if (!found && arg.name() == name) {
          arg.set_description(paragraph_text);
          found = true;
        }
      }
    }
    if (OpDef::AttrDef* attr = found ? nullptr : FindAttrMutable(name, op_def)) {
      attr->set_description(paragraph_text);
      found = true;
    }
    if (!found) {
      errors->push_back(StrCat("No matching input/output/attr for name '", name,
                               "' from Doc() for Op ", op_def->name()));
    }
  }
}

}  // namespace op_def_spec
}  // namespace tensorflow
